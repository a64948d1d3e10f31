import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import '../schemas/formats';
import type { AnyBlockDefinition } from '../registry/define-block';

export interface ValidationError {
  /** JSON pointer into the block payload, e.g. `/fields/main_title/fr`. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

/** Errors listed per block; past this a payload is broken enough that more detail does not help. */
export const MAX_REPORTED_ERRORS = 25;

// biome-ignore lint/suspicious/noExplicitAny: validators of every block shape
const compiled = new WeakMap<AnyBlockDefinition, TypeCheck<any>>();

/** The compiled validator of a block type, compiled once and cached (never `Value.Check`). */
export function validatorFor(def: AnyBlockDefinition) {
  let check = compiled.get(def);
  if (!check) {
    check = TypeCompiler.Compile(def.schema);
    compiled.set(def, check);
  }
  return check;
}

export function validateBlock(def: AnyBlockDefinition, payload: unknown): ValidationResult {
  const check = validatorFor(def);
  if (check.Check(payload)) return { ok: true };
  const errors: ValidationError[] = [];
  for (const error of check.Errors(payload)) {
    errors.push({ path: error.path || '/', message: error.message });
    if (errors.length >= MAX_REPORTED_ERRORS) break;
  }
  return { ok: false, errors };
}
