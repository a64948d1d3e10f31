import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import './formats';

/** A validator for one schema: a fast yes/no, and the errors when the answer is no. */
export interface Checker {
  check(value: unknown): boolean;
  /** TypeBox's errors: `type` is its ValueErrorType, `schema` the failing sub-schema. */
  errors(value: unknown): Iterable<{ path: string; message: string; type?: number; schema?: unknown }>;
}

const checkers = new WeakMap<TSchema, Checker>();

/** TypeBox's interpreted checks: no generated code. */
export const interpretedChecker = (schema: TSchema): Checker => ({
  check: (value) => Value.Check(schema, value),
  errors: (value) => Value.Errors(schema, value),
});

let compile: ((schema: TSchema) => Checker) | null = null;

/**
 * Servers install ajv's compiled validators (engine/schemas/compiled-checkers.ts, decision 045)
 * before they validate anything, and so does the QA editor, whose pages allow generated code.
 * Public pages never load them: their Content-Security-Policy forbids generated code
 * (`new Function`), and ajv's compiler stays out of their JavaScript; what they check before a
 * visitor acts is ajv's standalone code, written ahead. Edit mode keeps TypeBox's checks.
 */
export function installCheckCompiler(compiler: (schema: TSchema) => Checker): void {
  compile = compiler;
}

/** The validator of a schema, built once and cached: compiled where installed, interpreted otherwise. */
export function checkerFor(schema: TSchema): Checker {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = compile ? compile(schema) : interpretedChecker(schema);
    checkers.set(schema, checker);
  }
  return checker;
}
