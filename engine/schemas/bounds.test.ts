import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { unboundedPaths } from './bounds';
import { Localized, StringEnum } from './helpers';

describe('unboundedPaths', () => {
  it('names strings without maxLength and lists without maxItems, at any depth', () => {
    const schema = Type.Object({
      title: Localized(Type.String()),
      items: Type.Array(Type.Object({ label: Type.String({ maxLength: 10 }), note: Type.String() })),
      tags: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 5 })),
      map: Type.Record(Type.String(), Type.String()),
      either: Type.Union([Type.String(), Type.Number()]),
    });
    expect(unboundedPaths(schema)).toEqual([
      '/title/fr',
      '/title/en',
      '/items',
      '/items/[]/note',
      '/map/*',
      '/either{0}',
    ]);
  });

  it('takes literals, enums and formatted strings as bounded by their rule', () => {
    const schema = Type.Object({
      kind: Type.Literal('a'),
      size: StringEnum(['s', 'm'] as const),
      at: Type.String({ format: 'date-time' }),
      pair: Type.Tuple([Type.Number(), Type.Number()]),
    });
    expect(unboundedPaths(schema)).toEqual([]);
  });
});
