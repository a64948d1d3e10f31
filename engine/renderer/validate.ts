import { ValueErrorType as T } from '@sinclair/typebox/errors';
import type { AnyBlockDefinition } from '../registry/define-block';
import { type Checker, checkerFor } from '../schemas/checker';

/** What is wrong, independent of language; `useValidationText` in error-text.tsx words it for visitors. */
export type ValidationCode =
  | 'required'
  | 'unknown-field'
  | 'unknown-type'
  | 'type'
  | 'too-short'
  | 'too-long'
  | 'too-small'
  | 'too-large'
  | 'too-few'
  | 'too-many'
  | 'format'
  | 'not-allowed'
  | 'invalid';

export interface ValidationError {
  /** JSON pointer into the block payload, e.g. `/fields/main_title/fr`. */
  path: string;
  /** TypeBox's own wording, in English: for logs. */
  message: string;
  code?: ValidationCode;
  /** The bound that was crossed (length, value or count), when there is one. */
  limit?: number;
  /** The expected kind of value, for `type` errors. */
  expected?: 'text' | 'number' | 'integer' | 'boolean' | 'list' | 'object';
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

/** Errors listed per block; past this a payload is broken enough that more detail does not help. */
export const MAX_REPORTED_ERRORS = 25;

const validators = new WeakMap<AnyBlockDefinition, Checker>();

/**
 * The validator of a block type (see `checkerFor`: compiled on servers, cached per schema), kept
 * per definition too: one lookup per block and request, on the definition, measured cheaper than on
 * its schema.
 */
export function validatorFor(def: AnyBlockDefinition): Checker {
  let checker = validators.get(def);
  if (!checker) {
    checker = checkerFor(def.schema);
    validators.set(def, checker);
  }
  return checker;
}

/** The answer for a valid payload: one shared object, nothing allocated per block and request. */
const VALID: ValidationResult = Object.freeze({ ok: true });

export function validateBlock(def: AnyBlockDefinition, payload: unknown): ValidationResult {
  const check = validatorFor(def);
  if (check.check(payload)) return VALID;
  const errors: ValidationError[] = [];
  for (const error of check.errors(payload)) {
    errors.push({ path: error.path || '/', message: error.message, ...classify(error.type, error.schema) });
    if (errors.length >= MAX_REPORTED_ERRORS) break;
  }
  return { ok: false, errors };
}

const EXPECTED: Partial<Record<T, ValidationError['expected']>> = {
  [T.String]: 'text',
  [T.Number]: 'number',
  [T.Integer]: 'integer',
  [T.Boolean]: 'boolean',
  [T.Array]: 'list',
  [T.Object]: 'object',
};

const BOUNDS: Partial<Record<T, [ValidationCode, string]>> = {
  [T.StringMinLength]: ['too-short', 'minLength'],
  [T.StringMaxLength]: ['too-long', 'maxLength'],
  [T.NumberMinimum]: ['too-small', 'minimum'],
  [T.IntegerMinimum]: ['too-small', 'minimum'],
  [T.NumberExclusiveMinimum]: ['too-small', 'exclusiveMinimum'],
  [T.IntegerExclusiveMinimum]: ['too-small', 'exclusiveMinimum'],
  [T.NumberMaximum]: ['too-large', 'maximum'],
  [T.IntegerMaximum]: ['too-large', 'maximum'],
  [T.NumberExclusiveMaximum]: ['too-large', 'exclusiveMaximum'],
  [T.IntegerExclusiveMaximum]: ['too-large', 'exclusiveMaximum'],
  [T.ArrayMinItems]: ['too-few', 'minItems'],
  [T.ArrayMaxItems]: ['too-many', 'maxItems'],
};

/** The language-independent code of a TypeBox error, with its bound when it has one. */
function classify(
  type: number | undefined,
  schema: unknown,
): Pick<ValidationError, 'code' | 'limit' | 'expected'> {
  if (type === undefined) return { code: 'invalid' };
  if (type === T.ObjectRequiredProperty) return { code: 'required' };
  if (type === T.ObjectAdditionalProperties) return { code: 'unknown-field' };
  if (type === T.StringFormat || type === T.StringPattern) return { code: 'format' };
  if (type === T.Literal || type === T.Union || type === T.Never) return { code: 'not-allowed' };
  const expected = EXPECTED[type as T];
  if (expected) return { code: 'type', expected };
  const bound = BOUNDS[type as T];
  if (bound) {
    const limit = (schema as Record<string, unknown> | undefined)?.[bound[1]];
    return { code: bound[0], ...(typeof limit === 'number' ? { limit } : {}) };
  }
  return { code: 'invalid' };
}
