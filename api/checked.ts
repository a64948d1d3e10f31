/**
 * Answers checked against their schemas at the boundary (TypeBox's checker: compiled on servers,
 * interpreted in browsers). Browsers load this module with the first answer they check, not with
 * the page (api/core/answers.ts).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { checkerFor } from '../engine/schemas/checker';
import { ApiError } from './errors';
import { type HttpOptions, pathOf, requestBody } from './http';

/** Checks a value against a schema at the boundary; a mismatch is a typed `schema` error. */
export function parseWith<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const check = checkerFor(schema);
  if (check.check(value)) return value as Static<T>;
  const errors = [...check.errors(value)]
    .slice(0, 25)
    .map((e) => ({ path: e.path || '/', message: e.message }));
  throw new ApiError('schema', `${what}: the answer does not match its schema`, undefined, errors, value);
}

/** A JSON call whose successful answer is checked against `schema`. */
export async function requestJson<T extends TSchema>(
  schema: T,
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<Static<T>> {
  return parseWith(schema, await requestBody(url, init, options), pathOf(url));
}
