/**
 * Validators compiled by ajv with TypeBox's semantics (ajv-options.ts), installed on import by the
 * server and by the QA editor (whose pages allow generated code, site/server/security.ts), each
 * schema compiled once at first use (a block type, a backend answer). The yes/no is all that runs on valid data (every request validates every block); the errors are TypeBox's,
 * with the same paths and wording as in browsers, computed only when the answer is no.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createAjv, forAjv } from './ajv-options';
import { type Checker, installCheckCompiler, interpretedChecker } from './checker';

/**
 * One instance for the process (or the page). Each schema keeps its shapes in its own `$defs`,
 * which ajv copies into its function: shapes shared across schemas, compiled once and called (`inlineRefs` off), made
 * compiling every block type about 2.5 times faster but the bench's page 1.4 to 1.5 times slower
 * (each call passes ajv's path object), and every request pays that.
 */
const ajv = createAjv();

/** The server's compilation, in an object that tests can watch. */
export const ServerChecks = {
  /** ajv's yes/no for `schema`, compiled now. */
  compile(schema: TSchema): (value: unknown) => boolean {
    return ajv.compile(forAjv(schema)) as (value: unknown) => boolean;
  },
};

/** ajv's check of a schema, as a plain yes/no. */
export const ajvCheck = (schema: TSchema) => ServerChecks.compile(schema);

export function compiledChecker(schema: TSchema): Checker {
  try {
    const check = ServerChecks.compile(schema);
    return { check, errors: (value) => Value.Errors(schema, value) };
  } catch (error) {
    // A runtime that forbids code generation (--disallow-code-generation-from-strings, a page
    // whose Content-Security-Policy has no 'unsafe-eval'): TypeBox's interpreted checks.
    if (!(error instanceof EvalError)) throw error;
    return interpretedChecker(schema);
  }
}

installCheckCompiler(compiledChecker);
