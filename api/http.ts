import type { Static, TSchema } from '@sinclair/typebox';
import { checkerFor } from '../engine/schemas/checker';
import { ApiError } from './errors';

/** Time after which a backend call is abandoned. */
export const DEFAULT_TIMEOUT_MS = 8000;

/** Checks a value against a schema at the boundary; a mismatch is a typed `schema` error. */
export function parseWith<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const check = checkerFor(schema);
  if (check.check(value)) return value as Static<T>;
  const errors = [...check.errors(value)]
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
