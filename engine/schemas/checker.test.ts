import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckCompiler } from './check-compiler';
import { checkerFor } from './checker';
import './compiled-checkers';

afterEach(() => vi.restoreAllMocks());

const schema = Type.Object({ name: Type.String({ minLength: 1 }), at: Type.String({ format: 'date-time' }) });

describe('checkerFor on a server', () => {
  it('compiles once per schema and reports every error path', () => {
    const compile = vi.spyOn(CheckCompiler, 'Compile');
    const typebox = vi.spyOn(TypeCompiler, 'Compile');
    const checker = checkerFor(schema);
    expect(checkerFor(schema)).toBe(checker);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(typebox).not.toHaveBeenCalled();
    expect(checker.check({ name: 'Julie', at: '2026-11-01T10:00:00Z' })).toBe(true);
    expect(checker.check({ name: '', at: 'yesterday' })).toBe(false);
    expect([...checker.errors({ name: '', at: 'yesterday' })].map((e) => e.path)).toEqual(['/name', '/at']);
  });

  it("uses TypeBox's compiler for a schema our compiler leaves to it", () => {
    const typebox = vi.spyOn(TypeCompiler, 'Compile');
    const both = Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]);
    const checker = checkerFor(both);
    expect(typebox).toHaveBeenCalledTimes(1);
    expect(checker.check({ a: 'x', b: 1 })).toBe(true);
    expect(checker.check({ a: 'x', b: 'one' })).toBe(false);
    expect([...checker.errors({ a: 'x', b: 'one' })].map((e) => e.path)).toContain('/b');
  });
});
