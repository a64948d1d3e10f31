import { getFirstMatchingOption, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { validateBlock, validatorFor } from '../../engine/renderer/validate';
import { toFormSchema } from './form-schema';
import { formValidator } from './validator';

const matches = (schema: RJSFSchema, value: unknown) => formValidator.isValid(schema, value, schema);

describe("the inspector forms' validator", () => {
  it('tells the value of a block type from one that does not fit', () => {
    const params = toFormSchema(registry.get('spacer')!.params, { locale: 'fr', choice: String });
    expect(matches(params, { height: 10, color_scheme: 'inverted' })).toBe(true);
    expect(matches(params, { height: 10, color_scheme: 'purple' })).toBe(false);
    expect(matches({ type: 'object', properties: { a: {} }, required: ['a'] }, {})).toBe(false);
  });

  it('picks the anyOf branch the value belongs to', () => {
    const schema: RJSFSchema = {
      anyOf: [
        {
          type: 'object',
          properties: { kind: { const: 'link' }, url: { type: 'string' } },
          required: ['kind'],
        },
        {
          type: 'object',
          properties: { kind: { const: 'page' }, slug: { type: 'string' } },
          required: ['kind'],
        },
      ],
    };
    const options = schema.anyOf as RJSFSchema[];
    expect(getFirstMatchingOption(formValidator, { kind: 'page', slug: 'a' }, options, schema)).toBe(1);
    expect(getFirstMatchingOption(formValidator, { kind: 'link', url: '/' }, options, schema)).toBe(0);
  });

  it('checks as the server does, not with rjsf’s own ajv defaults', () => {
    // Lengths in UTF-16 units: one emoji is two.
    expect(matches({ type: 'string', maxLength: 1 }, '😀')).toBe(false);
    // Numbers are finite.
    expect(matches({ type: 'number' }, Number.NaN)).toBe(false);
    // The site's formats, not ajv-formats': a format it does not list is not checked here either.
    expect(matches({ type: 'string', format: 'email' }, 'a@b.c')).toBe(true);
    expect(matches({ type: 'string', format: 'email' }, 'nope')).toBe(false);
  });

  it('installs ajv’s compiled checks for the editor’s block checks, TypeBox wording a no', () => {
    const def = registry.get('spacer')!;
    // An ajv validate function carries its schema; TypeBox's interpreted check is a plain function.
    expect(validatorFor(def).check).toHaveProperty('schema');
    const result = validateBlock(def, { block_type: 'spacer', fields: {}, block_params: { height: 'x' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain('/block_params/height');
  });
});
