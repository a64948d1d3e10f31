// @vitest-environment jsdom
// Runs isolated: it reads the checker before any server test installed ajv’s compiler in it.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { checkerFor } from './checker';

describe('checkerFor in a browser', () => {
  it('never generates code (the CSP forbids eval) and gives the same answers', () => {
    const compile = vi.spyOn(TypeCompiler, 'Compile');
    const ajv = vi.spyOn(Ajv.prototype, 'compile');
    const checker = checkerFor(Type.Object({ count: Type.Integer({ minimum: 0 }) }));
    expect(checker.check({ count: 3 })).toBe(true);
    expect(checker.check({ count: -1 })).toBe(false);
    expect([...checker.errors({ count: -1 })].map((e) => e.path)).toEqual(['/count']);
    expect(compile).not.toHaveBeenCalled();
    expect(ajv).not.toHaveBeenCalled();
  });
});
