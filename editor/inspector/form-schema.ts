/**
 * Turns a block's TypeBox schema (it is JSON Schema) into what rjsf renders: a plain JSON copy with
 * readable labels, and a uiSchema that gives localized values (`x-localized`) the one-language field
 * and long texts a textarea.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { LOCALIZED_MARK } from '../../engine/schemas';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Titles of the shared content types: they say what a value is, not which field it is. */
const GENERIC_TITLES = new Set([
  'Text',
  'Textarea',
  'Rich text',
  'Edito',
  'Code',
  'Icon',
  'Image',
  'Link',
  'Video',
  'External video',
  'Media',
  'Colour scheme',
]);

export function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A plain JSON copy (TypeBox adds symbol keys) where each property is labelled by its own name. */
export function toFormSchema(schema: unknown): RJSFSchema {
  const plain = JSON.parse(JSON.stringify(schema)) as Json;
  const label = (node: Json) => {
    if (isObject(node.properties)) {
      for (const [key, sub] of Object.entries(node.properties)) {
        if (!isObject(sub)) continue;
        if (typeof sub.title !== 'string' || GENERIC_TITLES.has(sub.title)) sub.title = humanize(key);
        label(sub);
      }
    }
    if (isObject(node.items)) label(node.items);
  };
  label(plain);
  return plain as RJSFSchema;
}

const widgetOf = (schema: Json): string | undefined => {
  const w = schema['x-widget'];
  return w === 'textarea' || w === 'richtext' ? 'textarea' : undefined;
};

/** The uiSchema that routes localized values to the one-language field. */
export function toUiSchema(schema: RJSFSchema): UiSchema {
  const walk = (node: Json): UiSchema => {
    const ui: UiSchema = {};
    if (node[LOCALIZED_MARK] === true) {
      ui['ui:field'] = 'localized';
      const widget = widgetOf(node);
      if (widget) ui['ui:options'] = { widget };
      return ui;
    }
    const widget = widgetOf(node);
    if (widget) ui['ui:widget'] = widget;
    if (isObject(node.properties)) {
      for (const [key, sub] of Object.entries(node.properties)) {
        if (isObject(sub)) {
          const child = walk(sub);
          if (Object.keys(child).length) ui[key] = child;
        }
      }
    }
    if (isObject(node.items)) {
      const child = walk(node.items);
      if (Object.keys(child).length) ui.items = child;
    }
    return ui;
  };
  return { ...walk(schema as Json), 'ui:submitButtonOptions': { norender: true } };
}
