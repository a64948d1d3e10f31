import type { ValidationError } from '../engine/renderer/validate';

/**
 * `too-large`: the body passed the byte bound; `too-deep`: the JSON is nested past the depth bound
 * (see api/http.ts); `aborted`: the caller cancelled the call (its answer was no longer wanted).
 */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'status'
  | 'invalid-json'
  | 'schema'
  | 'too-large'
  | 'too-deep'
  | 'aborted';

/** Every failure of a backend call becomes one of these: callers never see a raw exception. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly errors: ValidationError[] = [],
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };
