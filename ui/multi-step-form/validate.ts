/** What is wrong with a field: nothing given where something is required, or a value out of format. */
export type FieldErrorKind = 'required' | 'invalid';
export type FieldErrors = Record<string, FieldErrorKind>;

/** A field's yes/no against its schema. */
export type FieldCheck = (value: unknown) => boolean;
/**
 * The check of each field of a schema, by name. The lead forms' are written ahead of time from their
 * schemas (domain/lead-form-checks.source.ts): a form's page loads no validator.
 */
export type FieldChecks = Readonly<Record<string, FieldCheck>>;

/** A step's rules: its fields in display order, each with its check, and those it requires. */
export interface CheckedFields {
  checks: FieldChecks;
  required: readonly string[];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The check of `key`; a schema's field without one is a mistake of the form's code, not of a visitor. */
export function checkOf(checks: FieldChecks, key: string): FieldCheck {
  const check = Object.hasOwn(checks, key) ? checks[key] : undefined;
  if (!check) throw new Error(`multi-step form: no check for the field ${key}`);
  return check;
}

/**
 * A step's errors, in the order of its fields: a field is refused when it is required and not given
 * (an empty selection counts as not given) or given and refused by its check. A field refused is
 * 'required' when empty, 'invalid' otherwise.
 */
export function validateStep(
  { checks, required }: CheckedFields,
  values: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, check] of Object.entries(checks)) {
    const value = values[key];
    const given = value !== undefined && !(Array.isArray(value) && value.length === 0);
    const fits = given ? check(value) : !required.includes(key);
    if (!fits) errors[key] = isEmpty(value) ? 'required' : 'invalid';
  }
  return errors;
}
