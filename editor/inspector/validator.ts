/**
 * rjsf's validator, without ajv. The inspector never lets rjsf validate: errors come from the
 * renderer's own validator (`extraErrors`). rjsf only asks whether a value matches a schema to pick
 * the branch of an `anyOf`/`oneOf`; a structural match answers that without generating code, so the
 * editor runs under a Content-Security-Policy without 'unsafe-eval' and ships no ajv.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeMatches(type: unknown, value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    switch (t) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number';
      case 'integer':
        return Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'object':
        return isObject(value);
      case 'array':
        return Array.isArray(value);
      case 'null':
        return value === null;
      default:
        return true;
    }
  });
}

/** Does `value` fit `schema` in shape (const, enum, type, required keys, known properties)? */
export function matchesSchema(schema: unknown, value: unknown): boolean {
  if (!isObject(schema)) return true;
  if ('const' in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return false;
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && !branches.some((b) => matchesSchema(b, value))) return false;
  if (isObject(value) && isObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    if (required.some((key) => !(key in value))) return false;
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (key in value && !matchesSchema(sub, value[key])) return false;
    }
    if (schema.additionalProperties === false) {
      if (Object.keys(value).some((key) => !(key in (schema.properties as Json)))) return false;
    }
  }
  return true;
}

export const shapeValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matchesSchema(schema, formData),
  rawValidation: () => ({ errors: [] }),
  reset: () => {},
};
