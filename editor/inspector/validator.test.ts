import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { toFormSchema } from './form-schema';
import { matchesSchema } from './validator';

describe('shape validator', () => {
  it('matches const, enum, types, anyOf branches and required keys', () => {
    expect(matchesSchema({ const: 'a' }, 'a')).toBe(true);
    expect(matchesSchema({ const: 'a' }, 'b')).toBe(false);
    expect(matchesSchema({ type: 'integer' }, 1.5)).toBe(false);
    expect(matchesSchema({ anyOf: [{ const: 'x' }, { const: 'y' }] }, 'y')).toBe(true);
    const params = toFormSchema(registry.get('spacer')!.params, { locale: 'fr', choice: String });
    expect(matchesSchema(params, { height: 10, color_scheme: 'inverted' })).toBe(true);
    expect(matchesSchema(params, { height: 10, color_scheme: 'purple' })).toBe(false);
    expect(matchesSchema(params, { nope: 1 })).toBe(false);
    expect(matchesSchema({ type: 'object', properties: { a: {} }, required: ['a'] }, {})).toBe(false);
  });
});
