// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../server/request-context';
import { qaGuardLoader } from './qa-guard';
import type { PageError } from './route-error';

const serverWith = (qaEnabled: boolean) =>
  ({
    pages: { load: async () => ({ kind: 'error', status: 404, message: '' }) },
    config: { qaEnabled },
  }) as unknown as RequestContext;

/** The status of what a loader throws (a `PageError`), or undefined when it returns. */
const thrownStatus = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as PageError).status;
  }
  return undefined;
};

afterEach(() => {
  delete window.__PUBLIC_CONFIG__;
});

describe('QA routes are served only where configuration enables them', () => {
  it('passes on a server with QA enabled, answers 404 otherwise', () => {
    expect(qaGuardLoader({ context: serverWith(true) })).toBeNull();
    expect(thrownStatus(() => qaGuardLoader({ context: serverWith(false) }))).toBe(404);
  });

  it("follows the browser's public configuration on client navigation", () => {
    expect(thrownStatus(() => qaGuardLoader({}))).toBe(404);
    window.__PUBLIC_CONFIG__ = { qaEnabled: true } as Window['__PUBLIC_CONFIG__'];
    expect(qaGuardLoader({})).toBeNull();
  });
});
