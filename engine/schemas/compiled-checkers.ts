/**
 * Server only: validators as generated code, installed on import. Our check compiler (decision 025)
 * for the kinds our schemas use, TypeBox's compiler for any other. The yes/no is all that runs on
 * valid data (every request validates every block: about 3.5× faster than TypeBox's compiler and
 * 20× faster than `Value.Check` on a page of our blocks); the errors are TypeBox's, with the same
 * paths and wording as in browsers, computed only when the answer is no.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { CheckCompiler } from './check-compiler';
import { type Checker, installCheckCompiler, interpretedChecker } from './checker';

export function compiledChecker(schema: TSchema): Checker {
  try {
    const check = CheckCompiler.Compile(schema);
    if (check) return { check, errors: (value) => Value.Errors(schema, value) };
    const typebox = TypeCompiler.Compile(schema);
    return { check: (value) => typebox.Check(value), errors: (value) => typebox.Errors(value) };
  } catch (error) {
    // A runtime that forbids code generation (e.g. --disallow-code-generation-from-strings).
    if (!(error instanceof EvalError)) throw error;
    return interpretedChecker(schema);
  }
}

installCheckCompiler(compiledChecker);
