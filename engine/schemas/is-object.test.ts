import { describe, expect, it } from 'vitest';
import { isObject } from './is-object';

describe('isObject', () => {
  it('accepts the objects JSON makes, with or without a prototype', () => {
    expect(isObject({})).toBe(true);
    expect(isObject({ block_type: 'hero' })).toBe(true);
    expect(isObject(JSON.parse('{"a":[1]}'))).toBe(true);
    expect(isObject(Object.create(null))).toBe(true);
  });

  it('refuses null, arrays and every other kind of value', () => {
    for (const value of [null, undefined, [], [{}], 'text', 0, true, () => ({})]) {
      expect(isObject(value)).toBe(false);
    }
  });
});
