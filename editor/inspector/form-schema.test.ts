import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { toExtraErrors } from './errors';
import { toFormSchema, toUiSchema } from './form-schema';

describe('form schema', () => {
  it('labels properties by name unless they carry their own title, and keeps it plain JSON', () => {
    const def = registry.get('qa_accordion')!;
    const schema = toFormSchema(def.fields) as { properties: Record<string, { title?: string }> };
    expect(schema.properties.main_title!.title).toBe('Main title');
    expect(schema.properties.items!.title).toBe('Questions');
    expect(Object.getOwnPropertySymbols(schema)).toEqual([]);
    const spacer = toFormSchema(registry.get('spacer')!.params) as typeof schema;
    expect(spacer.properties.height!.title).toBe('Height (px)');
  });

  it('gives localized values the localized field, also inside arrays', () => {
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const ui: any = toUiSchema(toFormSchema(registry.get('qa_accordion')!.fields));
    expect(ui.main_title).toEqual({ 'ui:field': 'localized' });
    expect(ui.items.items.title).toEqual({ 'ui:field': 'localized' });
    expect(ui.items.items.description).toEqual({
      'ui:field': 'localized',
      'ui:options': { widget: 'textarea' },
    });
  });
});

describe('extra errors', () => {
  it('maps error paths of one form to rjsf error schema', () => {
    const errors = [
      { path: '/fields/items/0/title/fr', message: 'Expected string' },
      { path: '/fields/items/0/title/fr', message: 'Expected string' },
      { path: '/block_params/height', message: 'Expected integer' },
      { path: '/fields', message: 'Unexpected property' },
    ];
    expect(toExtraErrors(errors, 'fields')).toEqual({
      __errors: ['Unexpected property'],
      items: { 0: { title: { fr: { __errors: ['Expected string'] } } } },
    });
    expect(toExtraErrors(errors, 'block_params')).toEqual({ height: { __errors: ['Expected integer'] } });
  });
});
