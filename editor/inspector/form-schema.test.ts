import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { Locale } from '../../engine/schemas';
import { inputIdOf, placeErrors, placeWords, toExtraErrors } from './error-list';
import { toFormSchema, toUiSchema } from './form-schema';

type Node = {
  title?: string;
  description?: string;
  properties: Record<string, Node>;
  items: Node;
  anyOf: Node[];
};
const language = (locale: Locale) => ({ locale, choice: (v: unknown) => `«${String(v)}»` });
const formOf = (type: string, part: 'fields' | 'params', locale: Locale) =>
  toFormSchema(registry.get(type)![part], language(locale)) as unknown as Node;

describe('form schema', () => {
  it('titles every property in the editor’s language, nested ones and list items included', () => {
    const fr = formOf('qa_accordion', 'fields', 'fr');
    const en = formOf('qa_accordion', 'fields', 'en');
    expect(fr.properties.main_title!.title).toBe('Titre principal');
    expect(en.properties.main_title!.title).toBe('Main title');
    expect(fr.properties.items!.items.properties.left_icon!.title).toBe('Icône à gauche');
    expect(fr.properties.items!.items.properties.left_icon!.properties.type!.title).toBe('Nom de l’icône');
    expect(en.properties.items!.items.properties.description!.title).toBe('Answer');
    expect(formOf('spacer', 'params', 'fr').properties.height!.title).toBe('Hauteur (px)');
    expect(formOf('spacer', 'params', 'en').properties.height_mobile!.description).toBe(
      'The large-screen height when empty.',
    );
    expect(Object.getOwnPropertySymbols(fr)).toEqual([]);
  });

  it('names every fixed choice and every branch of a union', () => {
    const params = formOf('spacer', 'params', 'fr');
    expect(params.properties.color_scheme!.anyOf.map((b) => b.title)).toEqual([
      '«normal»',
      '«normal-grey»',
      '«inverted»',
    ]);
    const media = formOf('hero_content_2', 'fields', 'en').properties.bg_media!;
    expect(media.title).toBe('Background media');
    expect(media.anyOf.map((b) => b.title)).toEqual(['Image', 'Video', 'External video']);
  });

  it('routes localized values, rich text, images, colours, short choices and fixed values to their widgets', () => {
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const ui: any = toUiSchema(toFormSchema(registry.get('qa_accordion')!.fields, language('fr')));
    expect(ui.main_title).toEqual({ 'ui:field': 'localized', 'ui:options': { inner: {} } });
    expect(ui.items.items.description).toEqual({
      'ui:field': 'localized',
      'ui:options': { widget: 'richtext', inner: {} },
    });
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const hero: any = toUiSchema(toFormSchema(registry.get('hero_content_1')!.fields, language('fr')));
    expect(hero.image['ui:field']).toBe('image');
    expect(hero.cta_repeater.items.format_type).toBeUndefined(); // five choices: a drop-down list
    expect(hero.cta_repeater.items.target['ui:widget']).toBe('radio');
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const stats: any = toUiSchema(toFormSchema(registry.get('content_statistics')!.fields, language('fr')));
    expect(stats.items.items.anyOf[0].item_type['ui:widget']).toBe('hidden');
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const vertical: any = toUiSchema(
      toFormSchema(registry.get('media_multi_redirect_vertical')!.fields, language('fr')),
    );
    expect(vertical.items.items.image_bg_color['ui:widget']).toBe('color');
  });

  it('shows data the content backend embeds as one read-only field, not field by field', () => {
    // biome-ignore lint/suspicious/noExplicitAny: nested uiSchema
    const grid: any = toUiSchema(toFormSchema(registry.get('blog_articles_grid')!.params, language('fr')));
    expect(grid.core_data).toEqual({ 'ui:field': 'serverData' });
    const form = toFormSchema(registry.get('blog_articles_grid')!.params, language('en'));
    expect((form.properties!.core_data as { title?: string }).title).toBe('Articles (server data)');
  });
});

describe('errors, numbered and placed the same way everywhere', () => {
  const def = registry.get('qa_accordion')!;
  const errors = [
    { path: '/fields/items/1/title/fr', message: 'Expected string', code: 'type' as const },
    { path: '/fields/items/1/title/fr', message: 'Expected string', code: 'type' as const },
    { path: '/fields/main_title', message: 'Required property', code: 'required' as const },
    { path: '/block_params/open_first', message: 'Expected boolean', code: 'type' as const },
    { path: '/block_type', message: 'Unknown block type', code: 'unknown-type' as const },
  ];
  const placed = placeErrors(def.schema, errors);

  it('numbers from 1 once per error and points a whole localized value at its French input', () => {
    expect(placed.map((p) => [p.number, p.part, p.segments])).toEqual([
      [1, 'fields', ['items', '1', 'title', 'fr']],
      [2, 'fields', ['main_title', 'fr']],
      [3, 'block_params', ['open_first']],
      [4, undefined, ['block_type']],
    ]);
  });

  it('says where in the tester’s words, list positions from 1', () => {
    expect(placeWords(def.schema, placed[0]!, 'fr', 'Type de bloc')).toBe('Questions › 2 › Question (FR)');
    expect(placeWords(def.schema, placed[1]!, 'en', 'Block type')).toBe('Main title (FR)');
    expect(placeWords(def.schema, placed[2]!, 'en', 'Block type')).toBe('Open the first question');
    expect(placeWords(def.schema, placed[3]!, 'fr', 'Type de bloc')).toBe('Type de bloc');
  });

  it('gives rjsf the same numbers beside each field', () => {
    const text = (e: { message: string }) => e.message;
    expect(toExtraErrors(placed, 'fields', text)).toEqual({
      items: { 1: { title: { fr: { __errors: ['1. Expected string'] } } } },
      main_title: { fr: { __errors: ['2. Required property'] } },
    });
    expect(toExtraErrors(placed, 'block_params', text)).toEqual({
      open_first: { __errors: ['3. Expected boolean'] },
    });
    expect(inputIdOf('fields-b1', placed[0]!.segments)).toBe('fields-b1_items_1_title_fr');
  });
});
