import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
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

interface Checker {
  check(value: unknown): boolean;
  errors(value: unknown): Iterable<{ path: string; message: string }>;
}
const compiled = new WeakMap<AnyBlockDefinition, Checker>();

/**
 * Compiles a schema. A Content-Security-Policy without 'unsafe-eval' forbids the generated code
 * (`new Function`): the same checks then run interpreted (`Value`), slower but identical.
 */
function compile(schema: TSchema): Checker {
  // In a browser, the site's policy forbids eval on public pages: do not even try (each refused
  // attempt is reported as a CSP violation). Servers compile.
  if (typeof document !== 'undefined')
    return { check: (v) => Value.Check(schema, v), errors: (v) => Value.Errors(schema, v) };
  try {
    const typeCheck: TypeCheck<TSchema> = TypeCompiler.Compile(schema);
    return { check: (v) => typeCheck.Check(v), errors: (v) => typeCheck.Errors(v) };
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    return { check: (v) => Value.Check(schema, v), errors: (v) => Value.Errors(schema, v) };
  }
}

/** The compiled validator of a block type, compiled once and cached (never `Value.Check` when allowed). */
export function validatorFor(def: AnyBlockDefinition): Checker {
  let check = compiled.get(def);
  if (!check) {
    check = compile(def.schema);
    compiled.set(def, check);
  }
  return check;
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
