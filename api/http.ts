import type { Static, TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import '../engine/schemas/formats';
import { ApiError } from './errors';

/** Time after which a backend call is abandoned. */
export const DEFAULT_TIMEOUT_MS = 8000;

interface Checker {
  Check(value: unknown): boolean;
  Errors: TypeCheck<TSchema>['Errors'];
}
const validators = new WeakMap<TSchema, Checker>();
/** The same checks as a compiled validator, interpreted (no generated code). */
function interpreted(schema: TSchema): Checker {
  const check = (value: unknown) => Value.Check(schema, value);
  const errors = (value: unknown) => Value.Errors(schema, value);
  return { Check: check, Errors: errors };
}

/**
 * Compiled on the server; interpreted (`Value`) in a browser, where the site's Content-Security-Policy
 * forbids the generated code (`new Function`) and each attempt would be reported as a violation.
 */
function compiled(schema: TSchema): Checker {
  let check = validators.get(schema);
  if (!check) {
    check = typeof document === 'undefined' ? TypeCompiler.Compile(schema) : interpreted(schema);
    validators.set(schema, check);
  }
  return check;
}

/** Checks a value against a schema at the boundary; a mismatch is a typed `schema` error. */
export function parseWith<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const check = compiled(schema);
  if (check.Check(value)) return value as Static<T>;
  const errors = [...check.Errors(value)]
    .slice(0, 25)
    .map((e) => ({ path: e.path || '/', message: e.message }));
  throw new ApiError('schema', `${what}: the answer does not match its schema`, undefined, errors, value);
}

export interface HttpOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** fetch with a timeout, turning network failures into typed errors. */
export async function send(url: string, init: RequestInit, options: HttpOptions = {}): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ApiError(
        'timeout',
        `No answer from ${new URL(url, 'http://x').pathname} within ${timeout} ms`,
      );
    }
    throw new ApiError('network', `Could not reach ${new URL(url, 'http://x').pathname}: ${String(error)}`);
  }
}

/** Reads a body as JSON; a body that is not JSON is a typed `invalid-json` error. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid-json', 'The answer is not JSON', response.status, [], text.slice(0, 200));
  }
}

/** A JSON call whose successful answer is checked against `schema`. */
export async function requestJson<T extends TSchema>(
  schema: T,
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<Static<T>> {
  const response = await send(url, init, options);
  const body = await readJson(response);
  if (!response.ok) {
    const message = (body as { message?: unknown })?.message;
    throw new ApiError(
      'status',
      typeof message === 'string' ? message : `Unexpected status ${response.status}`,
      response.status,
      [],
      body,
    );
  }
  return parseWith(schema, body, new URL(url, 'http://x').pathname);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
