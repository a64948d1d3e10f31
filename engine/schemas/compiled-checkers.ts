/**
 * Server only: validators compiled by ajv with TypeBox's semantics (ajv-options.ts), installed on
 * import, each schema compiled once at first use (a block type, a backend answer). The yes/no is
 * all that runs on valid data (every request validates every block); the errors are TypeBox's,
 * with the same paths and wording as in browsers, computed only when the answer is no.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import { AJV_OPTIONS, forAjv } from './ajv-options';
import { type Checker, installCheckCompiler, interpretedChecker } from './checker';

/**
 * One instance for the process. Each object shape is a schema of its own in it, compiled once for
 * every block type and answer that uses it, and called rather than copied into each (`inlineRefs`
 * off): compiling every block type took about half the time of a copy per schema. The schemas
 * are TypeBox's, so ajv's check of them against its meta-schema is skipped.
 */
const ajv = new Ajv({ ...AJV_OPTIONS, inlineRefs: false, validateSchema: false });
const shapes = new Map<string, string>();

/** The `$ref` of a shape, added to the instance the first time it is met. */
function refOf(shape: Record<string, unknown>): string {
  const key = JSON.stringify(shape);
  let id = shapes.get(key);
  if (!id) {
    id = `shape${shapes.size}`;
    shapes.set(key, id);
    ajv.addSchema({ ...shape, $id: id });
  }
  return id;
}

/** The server's compilation, in an object that tests can watch. */
export const ServerChecks = {
  /** ajv's yes/no for `schema`, compiled now. */
  compile(schema: TSchema): (value: unknown) => boolean {
    return ajv.compile(forAjv(schema, refOf)) as (value: unknown) => boolean;
  },
};

/** ajv's check of a schema, as a plain yes/no. */
export const ajvCheck = (schema: TSchema) => ServerChecks.compile(schema);

export function compiledChecker(schema: TSchema): Checker {
  try {
    const check = ServerChecks.compile(schema);
    return { check, errors: (value) => Value.Errors(schema, value) };
  } catch (error) {
    // A runtime that forbids code generation (e.g. --disallow-code-generation-from-strings).
    if (!(error instanceof EvalError)) throw error;
    return interpretedChecker(schema);
  }
}

installCheckCompiler(compiledChecker);
