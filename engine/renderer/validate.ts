import type { AnyBlockDefinition } from '../registry/define-block';
import { type Checker, checkerFor } from '../schemas/checker';

export interface ValidationError {
  /** JSON pointer into the block payload, e.g. `/fields/main_title/fr`. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

/** Errors listed per block; past this a payload is broken enough that more detail does not help. */
export const MAX_REPORTED_ERRORS = 25;

/** The validator of a block type (see `checkerFor`: compiled on servers, cached per schema). */
export function validatorFor(def: AnyBlockDefinition): Checker {
  return checkerFor(def.schema);
}

export function validateBlock(def: AnyBlockDefinition, payload: unknown): ValidationResult {
  const check = validatorFor(def);
  if (check.check(payload)) return { ok: true };
  const errors: ValidationError[] = [];
  for (const error of check.errors(payload)) {
    errors.push({ path: error.path || '/', message: error.message });
    if (errors.length >= MAX_REPORTED_ERRORS) break;
  }
  return { ok: false, errors };
}
