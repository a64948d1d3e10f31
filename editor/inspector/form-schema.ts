/**
 * Turns a block's TypeBox schema into what rjsf renders, in the tester's language: each property is
 * titled from its `x-title` (and described from its `x-description`) in that language, each fixed
 * choice named from the editor's catalog, each union branch titled. The uiSchema routes localized
 * values to the one-language field and picks the widget of each content type: rich text, image,
 * colour, long text; short lists of choices become radio buttons.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { LOCALIZED_MARK, type Locale, SERVER_DATA_WIDGET, TITLE_MARK } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';
import { isConstBranch } from './schema-walk';

type Json = Record<string, unknown>;

/** At most this many choices show as radio buttons; more make a drop-down list. */
export const RADIO_MAX_CHOICES = 4;

export interface FormLanguage {
  locale: Locale;
  /** The name of a fixed choice of `property` (from the editor's catalog). */
  choice: (value: unknown, property?: string) => string;
}

/** A key as words: the last resort for a property without `x-title` (the titles test forbids it). */
export function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const inLocale = (value: unknown, locale: Locale): string | undefined =>
  isObject(value) && typeof value[locale] === 'string' ? (value[locale] as string) : undefined;

/**
 * A plain JSON copy (TypeBox adds symbol keys) where every property carries its title and
 * description in `language.locale`, and every choice its name.
 */
export function toFormSchema(schema: unknown, language: FormLanguage): RJSFSchema {
  const plain = JSON.parse(JSON.stringify(schema)) as Json;
  const name = (node: Json, key: string | undefined) => {
    const title = inLocale(node[TITLE_MARK], language.locale);
    if (title) node.title = title;
    else if (key !== undefined) node.title = humanize(key);
    const description = inLocale(node['x-description'], language.locale);
    if (description) node.description = description;
  };
  const walk = (node: Json, key: string | undefined) => {
    if (node['x-widget'] === SERVER_DATA_WIDGET) return;
    const branches = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
    if (Array.isArray(branches)) {
      for (const branch of branches) {
        if (!isObject(branch)) continue;
        if (isConstBranch(branch)) branch.title = language.choice(branch.const, key);
        else {
          name(branch, undefined);
          walk(branch, key);
        }
      }
    }
    if (isObject(node.properties)) {
      for (const [child, sub] of Object.entries(node.properties)) {
        if (!isObject(sub)) continue;
        name(sub, child);
        walk(sub, child);
      }
    }
    if (isObject(node.items)) walk(node.items, key);
  };
  walk(plain, undefined);
  return plain as RJSFSchema;
}

const WIDGETS: Record<string, string> = {
  textarea: 'textarea',
  richtext: 'richtext',
  color: 'color',
};

/** The choices of a node when it is a short list of fixed values (a union of literals). */
const choiceCount = (node: Json): number => {
  const branches = node.anyOf as unknown[] | undefined;
  if (!Array.isArray(branches) || !branches.every(isConstBranch)) return 0;
  return branches.length;
};

/** The uiSchema: localized values, content-type widgets, radio buttons, hidden fixed values. */
export function toUiSchema(schema: RJSFSchema): UiSchema {
  const walk = (node: Json): UiSchema => {
    const ui: UiSchema = {};
    const mark = typeof node['x-widget'] === 'string' ? WIDGETS[node['x-widget'] as string] : undefined;
    if (node[LOCALIZED_MARK] === true) {
      ui['ui:field'] = 'localized';
      const inner = isObject(node.properties) ? (node.properties as Json).fr : undefined;
      const innerUi = isObject(inner) ? walk(inner) : {};
      ui['ui:options'] = { ...(mark ? { widget: mark } : {}), inner: innerUi };
      return ui;
    }
    if (node['x-widget'] === SERVER_DATA_WIDGET) return { 'ui:field': 'serverData' };
    if (node['x-widget'] === 'image') ui['ui:field'] = 'image';
    else if (mark) ui['ui:widget'] = mark;
    else if ('const' in node) ui['ui:widget'] = 'hidden';
    else {
      const count = choiceCount(node);
      if (count > 0 && count <= RADIO_MAX_CHOICES) ui['ui:widget'] = 'radio';
    }
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
      // An item's own frame and title are its summary line (see form/arrays.tsx).
      if (isObject(node.items.properties) && !child['ui:field']) {
        child['ui:options'] = { ...(child['ui:options'] as object | undefined), bare: true };
      }
      if (Object.keys(child).length) ui.items = child;
    }
    const branches = node.anyOf as unknown[] | undefined;
    if (Array.isArray(branches) && !branches.every(isConstBranch)) {
      // One uiSchema per branch of a union of forms (rjsf picks the chosen branch's).
      ui.anyOf = branches.map((b) => (isObject(b) ? walk(b) : {}));
    }
    return ui;
  };
  return { ...walk(schema as Json), 'ui:submitButtonOptions': { norender: true } };
}
