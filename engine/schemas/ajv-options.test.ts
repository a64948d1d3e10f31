/**
 * ajv with the project's options answers as TypeBox does, kind by kind and keyword by keyword, on
 * values around each rule (ajv-cases.ts). Only on values JSON
 * cannot give do they differ, and those are left out: ajv takes a key whose value is `undefined`
 * as absent and a date for an empty object, TypeBox tests `in` and takes a date for no record;
 * `Type.Undefined` has no JSON Schema at all.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { AJV_CASES as cases, isJson } from './ajv-cases';
import { forAjv } from './ajv-options';
import { ajvCheck } from './compiled-checkers';
import './formats';

describe('ajv with TypeBox semantics', () => {
  it.each(cases)('answers as TypeBox does: %s', (_, schema, values) => {
    const check = ajvCheck(schema);
    const json = values.filter(isJson);
    expect(json.length).toBeGreaterThan(0);
    for (const value of json) expect(check(value), JSON.stringify(value)).toBe(Value.Check(schema, value));
  });

  it('writes unions of literals as enum, and shapes met more than once as functions of their own', () => {
    const name = Type.Object({ fr: Type.String(), en: Type.Optional(Type.String()), de: Type.String() });
    const tuned = forAjv(
      Type.Object({
        a: name,
        b: name,
        c: Type.Union([Type.Literal('x'), Type.Literal('y')], { title: 'C' }),
      }),
    ) as { properties: Record<string, unknown>; $defs: Record<string, unknown> };
    expect(tuned.properties.c).toEqual({ enum: ['x', 'y'] });
    expect(tuned.properties.a).toEqual({ $ref: '#/$defs/shape0' });
    expect(tuned.properties.b).toEqual(tuned.properties.a);
    expect(Object.keys(tuned.$defs)).toEqual(['shape0']);
  });

  it('refuses, loudly, a schema JSON Schema cannot say', () => {
    expect(() => ajvCheck(Type.Undefined() as TSchema)).toThrow();
  });
});
