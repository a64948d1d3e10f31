import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { stringsMarked, unboundedPaths } from './bounds';
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

describe('stringsMarked', () => {
  it('finds the strings under marked nodes, through objects, lists and unions', () => {
    const Rich = Type.Object(
      { fr: Type.String(), en: Type.Optional(Type.String()) },
      { 'x-widget': 'richtext' },
    );
    const schema = Type.Object({
      title: Type.Object({ fr: Type.String() }),
      body: Rich,
      items: Type.Array(Type.Union([Type.Object({ a: Rich }), Type.Object({ b: Type.String() })])),
    });
    const value = {
      title: { fr: 'Titre' },
      body: { fr: '<p>un</p>', en: '<p>one</p>' },
      items: [{ a: { fr: '<b>deux</b>' } }, { b: 'plain' }],
    };
    expect(stringsMarked(schema, value, (s) => s['x-widget'] === 'richtext')).toEqual([
      '<p>un</p>',
      '<p>one</p>',
      '<b>deux</b>',
    ]);
  });
});
