import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
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
 * The validator of a schema, built once and cached. Servers compile it (`TypeCompiler`, several times faster
 * than `Value.Check`: every request validates every block). Browsers run the same checks
 * interpreted: the site's Content-Security-Policy forbids generated code (`new Function`), each
 * refused attempt would be reported as a violation, and a browser validates a page only once.
 */
export function checkerFor(schema: TSchema): Checker {
  let checker = checkers.get(schema);
  if (!checker) {
    if (typeof document !== 'undefined') checker = interpreted(schema);
    else {
      try {
        const compiled = TypeCompiler.Compile(schema);
        checker = { check: (value) => compiled.Check(value), errors: (value) => compiled.Errors(value) };
      } catch (error) {
        // A runtime that forbids code generation (e.g. --disallow-code-generation-from-strings).
        if (!(error instanceof EvalError)) throw error;
        checker = interpreted(schema);
      }
    }
    checkers.set(schema, checker);
  }
  return checker;
}
