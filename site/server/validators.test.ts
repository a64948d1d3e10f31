/**
 * The server validates blocks with ajv's compiled code: loading the app installs it.
 * Browsers never load it (engine/schemas/checker.browser.test.ts).
 */
import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkerFor } from '../../engine/schemas/checker';
import { ServerChecks } from '../../engine/schemas/compiled-checkers';
import './app';

afterEach(() => vi.restoreAllMocks());

describe('the server’s validators', () => {
  it('are compiled once the app is loaded', () => {
    const compile = vi.spyOn(ServerChecks, 'compile');
    const checker = checkerFor(Type.Object({ n: Type.Integer({ maximum: 3 }) }));
    expect(compile).toHaveBeenCalledTimes(1);
    expect(checker.check({ n: 2 })).toBe(true);
    expect([...checker.errors({ n: 9 })].map((e) => e.path)).toEqual(['/n']);
  });
});
