import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { CheckCompiler } from './check-compiler';
import './formats';

/** A validator for one schema: a fast yes/no, and the errors when the answer is no. */
export interface Checker {
  check(value: unknown): boolean;
  /** TypeBox's errors: `type` is its ValueErrorType, `schema` the failing sub-schema. */
  errors(value: unknown): Iterable<{ path: string; message: string; type?: number; schema?: unknown }>;
}

const checkers = new WeakMap<TSchema, Checker>();

const interpreted = (schema: TSchema): Checker => ({
  check: (value) => Value.Check(schema, value),
  errors: (value) => Value.Errors(schema, value),
});

/**
 * Servers generate code: our check compiler (decision 025) for the kinds our schemas use, TypeBox's
 * compiler for any other. The yes/no is all that runs on valid data; the errors are TypeBox's, with
 * the same paths and wording as in browsers, computed only when the answer is no.
 */
function compiled(schema: TSchema): Checker {
  try {
    const check = CheckCompiler.Compile(schema);
    if (check) return { check, errors: (value) => Value.Errors(schema, value) };
    const typebox = TypeCompiler.Compile(schema);
    return { check: (value) => typebox.Check(value), errors: (value) => typebox.Errors(value) };
  } catch (error) {
    // A runtime that forbids code generation (e.g. --disallow-code-generation-from-strings).
    if (!(error instanceof EvalError)) throw error;
    return interpreted(schema);
  }
}

/**
 * The validator of a schema, built once and cached. Servers compile it (every request validates
 * every block: about 3.5× faster than TypeBox's compiler and 20× faster than `Value.Check` on a page
 * of our blocks, see decision 025). Browsers run the same checks interpreted: the site's
 * Content-Security-Policy forbids generated code (`new Function`), each refused attempt would be
 * reported as a violation, and a browser validates a page only once.
 */
export function checkerFor(schema: TSchema): Checker {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = typeof document !== 'undefined' ? interpreted(schema) : compiled(schema);
    checkers.set(schema, checker);
  }
  return checker;
}
