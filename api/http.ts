import { DEFAULT_MAX_RESPONSE_BYTES, MAX_JSON_DEPTH } from './core/constants';
import { ApiError } from './errors';

/**
 * Calls to the backends: time-outs, byte and depth bounds, typed errors. Nothing here checks an
 * answer against its schema (api/checked.ts does): browsers load this module on every page, and
 * the schemas and their checker only with the first answer to check.
 */

/** Time after which a backend call is abandoned. */
export const DEFAULT_TIMEOUT_MS = 8000;

export interface HttpOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Most bytes of a body read (after decompression); a longer body is a `too-large` error. */
  maxBytes?: number;
}

/** The path of a URL, for messages that name the call without its query. */
export const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const isAbort = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/** fetch with a timeout, turning network failures into typed errors. */
export async function send(url: string, init: RequestInit, options: HttpOptions = {}): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The caller's signal (a search superseded by a newer one) cancels the call as the time-out does.
  const timer = AbortSignal.timeout(timeout);
  const signal = init.signal ? AbortSignal.any([init.signal, timer]) : timer;
  try {
    return await doFetch(url, { ...init, signal });
  } catch (error) {
    if (init.signal?.aborted) throw new ApiError('aborted', `${pathOf(url)} was cancelled`);
    if (isAbort(error)) {
      throw new ApiError('timeout', `No answer from ${pathOf(url)} within ${timeout} ms`);
    }
    throw new ApiError('network', `Could not reach ${pathOf(url)}: ${String(error)}`);
  }
}

/**
 * Reads a body as text, at most `maxBytes` of it (counted after decompression, so a compressed
 * bomb stops as soon as its output passes the bound): a declared or actual longer body is a
 * `too-large` error and the rest is never read. A body that stops arriving before the call's
 * time-out (the signal given to `send`) is a `timeout`, like an answer that never comes.
 */
export async function readText(
  response: Response,
  options: Pick<HttpOptions, 'maxBytes'> = {},
): Promise<string> {
  const max = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const tooLarge = (size: string) =>
    new ApiError('too-large', `The answer is larger than ${max} bytes (${size})`, response.status);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max && !response.headers.get('content-encoding')) {
    // Not awaited: a source may only settle its cancellation once it next writes.
    response.body?.cancel().catch(() => undefined);
    throw tooLarge(`declared ${declared}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        reader.cancel().catch(() => undefined);
        throw tooLarge('more was sent');
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isAbort(error)) throw new ApiError('timeout', 'The answer stopped arriving before the time-out');
    throw new ApiError('network', `The answer was cut off: ${String(error)}`, response.status);
  }
  return text + decoder.decode();
}

/**
 * The nesting depth of a parsed JSON value, walked without recursion and stopping past `limit`:
 * a value nested deeper, or holding a cycle, is refused before anything else walks, copies or
 * serialises it.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [object, number][] = [];
  const seen = new Set<object>();
  const visit = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null) return false;
    // Parsed JSON is a tree: an object met twice is a cycle (or a shared branch), never JSON.
    if (depth > limit || seen.has(node)) return true;
    seen.add(node);
    stack.push([node, depth]);
    return false;
  };
  if (visit(value, 1)) return true;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (visit(child, depth + 1)) return true;
    }
  }
  return false;
}

/**
 * Keys naming members of Object.prototype (`__proto__`, `constructor`, `toString`...): never data
 * of ours, and schema helpers that test keys with `in` (TypeBox's Value.Clean) take them for known
 * properties. They are dropped while parsing.
 */
const PROTOTYPE_KEYS: readonly string[] = Object.getOwnPropertyNames(Object.prototype);
/** Any of them as a JSON key or string: one pass over a body instead of one per key. */
const PROTOTYPE_KEY_TEXT = new RegExp(
  `"(?:${PROTOTYPE_KEYS.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})"`,
);

/**
 * Reads a body as JSON within `maxBytes`; a body that is not JSON is a typed `invalid-json` error,
 * one nested deeper than `maxDepth` (MAX_JSON_DEPTH by default) a `too-deep` error; prototype keys
 * are dropped.
 */
export async function readJson(
  response: Response,
  options: Pick<HttpOptions, 'maxBytes'> & { maxDepth?: number } = {},
): Promise<unknown> {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const text = await readText(response, options);
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    const risky = PROTOTYPE_KEY_TEXT.test(text);
    value = risky
      ? JSON.parse(text, (key, v) => (PROTOTYPE_KEYS.includes(key) ? undefined : v))
      : JSON.parse(text);
  } catch {
    throw new ApiError('invalid-json', 'The answer is not JSON', response.status, [], text.slice(0, 200));
  }
  if (jsonDepthExceeds(value, maxDepth)) {
    throw new ApiError('too-deep', `The answer is nested deeper than ${maxDepth} levels`, response.status);
  }
  return value;
}

/** A JSON call's answer, parsed within the bounds; a status other than 2xx is a typed `status` error. */
export async function requestBody(
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<unknown> {
  const response = await send(url, init, options);
  const body = await readJson(response, options).catch((error: unknown) => {
    // A body cut short because the caller cancelled is no time-out and no broken answer.
    if (init.signal?.aborted) throw new ApiError('aborted', `${pathOf(url)} was cancelled`);
    throw error;
  });
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
  return body;
}

export { joinUrl } from './url';
