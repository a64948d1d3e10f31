/**
 * Test data: schemas of every kind and keyword TypeBox checks, each with values around its rules
 * (the corpus the former check compiler was held to). ajv's compiled and standalone checks must
 * answer as TypeBox does on them.
 */
import { type TSchema, Type } from '@sinclair/typebox';

/** Each schema with values around its rules. */
export const AJV_CASES: [string, TSchema, unknown[]][] = [
  [
    'strings: length in UTF-16 units, pattern, format',
    Type.String({ minLength: 2, maxLength: 4, pattern: '^[a-z😀]+$' }),
    ['ab', 'abcd', 'a', 'abcde', '😀😀', '😀😀😀', 'AB', 3, null, undefined],
  ],
  [
    'formats',
    Type.Object({ at: Type.String({ format: 'date-time' }), day: Type.String({ format: 'date' }) }),
    [
      { at: '2026-11-01T10:00:00Z', day: '2026-11-01' },
      { at: 'yesterday', day: '2026-11-01' },
      { at: '2026-11-01T10:00:00Z', day: '2026-13-45' },
    ],
  ],
  ['unknown format fails', Type.String({ format: 'no-such-format' }), ['x']],
  [
    'numbers: finite, bounds, exclusive bounds, multiples',
    Type.Number({ minimum: 0, maximum: 10, exclusiveMaximum: 10, multipleOf: 0.5 }),
    [0, 9.5, 10, -0.5, 1.25, Number.NaN, Number.POSITIVE_INFINITY, '1', null],
  ],
  ['numbers without bounds are finite', Type.Number(), [1, Number.NaN, Number.POSITIVE_INFINITY, -Infinity]],
  ['integers', Type.Integer({ exclusiveMinimum: 0 }), [1, 0, 1.5, -3, '2']],
  ['booleans and null', Type.Union([Type.Boolean(), Type.Null()]), [true, false, null, 0, undefined]],
  [
    'literals and unions of literals',
    Type.Union([Type.Literal('a'), Type.Literal(3), Type.Literal(false)]),
    ['a', 3, false, 'b', 4, true, '3'],
  ],
  ['an empty union accepts nothing', Type.Union([]), [1, 'x', undefined]],
  [
    'objects: required, optional, unknown keys, arrays are not objects',
    Type.Object(
      {
        name: Type.String(),
        age: Type.Optional(Type.Integer()),
        tags: Type.Optional(Type.Array(Type.String())),
      },
      { additionalProperties: false },
    ),
    [
      { name: 'Julie' },
      { name: 'Julie', age: 3 },
      { name: 'Julie', age: undefined },
      { name: 'Julie', extra: 1 },
      { age: 3 },
      { name: 3 },
      [],
      null,
      'Julie',
      { name: 'Julie', tags: ['a', 2] },
    ],
  ],
  [
    'open objects and objects with a schema for other keys',
    Type.Object({
      a: Type.String(),
      b: Type.Object({}, { additionalProperties: Type.Number() }),
      c: Type.Optional(Type.Object({ k: Type.String() }, { additionalProperties: Type.Number() })),
    }),
    [
      { a: 'x', b: {} },
      { a: 'x', b: { n: 1 }, d: 'anything' },
      { a: 'x', b: { n: 'one' } },
      { a: 'x', b: {}, c: { k: 's', n: 1 } },
      { a: 'x', b: {}, c: { k: 's', n: 'one' } },
      { a: 'x', b: {}, c: { k: 1 } },
    ],
  ],
  [
    'closed objects with many optional properties',
    Type.Object(
      {
        url: Type.String(),
        text: Type.Object({ fr: Type.String() }, { additionalProperties: false }),
        any: Type.Unknown(),
        target: Type.Optional(Type.Union([Type.Literal('_self'), Type.Literal('_blank')])),
        icon: Type.Optional(Type.Object({ type: Type.String() }, { additionalProperties: false })),
        rank: Type.Optional(Type.Integer({ minimum: 1 })),
        note: Type.Optional(Type.String({ maxLength: 3 })),
        tags: Type.Optional(Type.Array(Type.String())),
      },
      { additionalProperties: false },
    ),
    [
      { url: '/a', text: { fr: 'A' }, any: 1 },
      { url: '/a', text: { fr: 'A' }, any: undefined },
      { url: '/a', text: { fr: 'A' } },
      {
        url: '/a',
        text: { fr: 'A' },
        any: null,
        target: '_blank',
        icon: { type: 'x' },
        rank: 2,
        note: 'abc',
        tags: [],
      },
      { url: '/a', text: { fr: 'A' }, any: 0, target: undefined, rank: undefined },
      { url: '/a', text: { fr: 'A' }, any: 0, target: '_top' },
      { url: '/a', text: { fr: 'A' }, any: 0, icon: { type: 'x', size: 2 } },
      { url: '/a', text: { fr: 'A' }, any: 0, rank: 0 },
      { url: '/a', text: { fr: 'A' }, any: 0, note: 'abcd' },
      { url: '/a', text: { fr: 'A' }, any: 0, tags: ['a', 1] },
      { url: '/a', text: { fr: 'A' }, any: 0, extra: true },
      { url: undefined, text: { fr: 'A' }, any: 0 },
      { text: { fr: 'A' }, any: 0 },
      { url: '/a', any: 0 },
      { url: '/a', text: { fr: 2 }, any: 0 },
      Object.assign(Object.create({ url: '/inherited' }), { text: { fr: 'A' }, any: 0 }),
      [],
      null,
    ],
  ],
  [
    'an object with no known key and no other key allowed',
    Type.Object({}, { additionalProperties: false }),
    [{}, { a: 1 }, []],
  ],
  [
    'arrays: bounds, items, unique items',
    Type.Array(Type.Object({ id: Type.Integer() }), { minItems: 1, maxItems: 3, uniqueItems: true }),
    [
      [{ id: 1 }],
      [],
      [{ id: 1 }, { id: 2 }],
      [{ id: 1 }, { id: 1 }],
      [{ id: 1 }, { id: 'x' }],
      [1, 2, 3, 4],
      {},
    ],
  ],
  ['tuples', Type.Tuple([Type.String(), Type.Number()]), [['a', 1], ['a'], ['a', 1, 2], [1, 'a'], 'a']],
  ['empty tuples', Type.Tuple([]), [[], [1]]],
  [
    'records',
    Type.Record(Type.String(), Type.Integer()),
    [{}, { a: 1 }, { a: 'x' }, { 'line\nbreak': 1 }, [], new Date(0), null],
  ],
  [
    'unions of objects',
    Type.Union([
      Type.Object({ kind: Type.Literal('image'), url: Type.String() }, { additionalProperties: false }),
      Type.Object({ kind: Type.Literal('video'), id: Type.String() }, { additionalProperties: false }),
    ]),
    [
      { kind: 'image', url: 'x' },
      { kind: 'video', id: 'y' },
      { kind: 'video', url: 'x' },
      { kind: 'image', url: 'x', id: 'y' },
    ],
  ],
];

/** A value JSON can give (numbers aside: NaN and infinities are kept, both refuse them). */
export const isJson = (v: unknown): boolean =>
  v === null ||
  ['string', 'number', 'boolean'].includes(typeof v) ||
  (Array.isArray(v) && v.every(isJson)) ||
  (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(isJson));
