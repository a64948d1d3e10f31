import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkerFor } from './checker';
import { ServerChecks } from './compiled-checkers';

afterEach(() => vi.restoreAllMocks());

const schema = Type.Object({ name: Type.String({ minLength: 1 }), at: Type.String({ format: 'date-time' }) });

describe('checkerFor on a server', () => {
  it("compiles once per schema with ajv, and reports TypeBox's error paths", () => {
    const compile = vi.spyOn(ServerChecks, 'compile');
    const typebox = vi.spyOn(TypeCompiler, 'Compile');
    const checker = checkerFor(schema);
    expect(checkerFor(schema)).toBe(checker);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(typebox).not.toHaveBeenCalled();
    expect(checker.check({ name: 'Julie', at: '2026-11-01T10:00:00Z' })).toBe(true);
    expect(checker.check({ name: '', at: 'yesterday' })).toBe(false);
    expect([...checker.errors({ name: '', at: 'yesterday' })].map((e) => e.path)).toEqual(['/name', '/at']);
  });
});
