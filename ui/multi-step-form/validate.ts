import type { TObject } from '@sinclair/typebox';
import { checkerFor } from '../../engine/schemas';

/** What is wrong with a field: nothing given where something is required, or a value out of format. */
export type FieldErrorKind = 'required' | 'invalid';
export type FieldErrors = Record<string, FieldErrorKind>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A step's errors, checked with the site's checker against the step's schema, in the order of the
 * schema's properties: a field the schema refuses is 'required' when empty (an empty selection is
 * dropped, then flagged), 'invalid' otherwise.
 */
export function validateStep(schema: TObject, values: Record<string, unknown>): FieldErrors {
  const slice: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = values[key];
    // An empty selection is dropped, so that the schema flags the field as missing.
    if (!(Array.isArray(value) && value.length === 0) && value !== undefined) slice[key] = value;
  }
  const failing = new Set<string>();
  const checker = checkerFor(schema);
  if (!checker.check(slice))
    for (const error of checker.errors(slice)) failing.add(error.path.split('/')[1] ?? '');
  const errors: FieldErrors = {};
  for (const key of Object.keys(schema.properties))
    if (failing.has(key)) errors[key] = isEmpty(values[key]) ? 'required' : 'invalid';
  return errors;
}
