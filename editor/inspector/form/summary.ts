import { type Locale, pickLocale } from '../../../engine/schemas';
import { isObject } from '../../../engine/schemas/is-object';

/** Keys that name an item best, in order. */
const NAMING_KEYS = [
  'main_title',
  'title',
  'person_name',
  'name',
  'text',
  'link',
  'cta',
  'super_title',
  'key',
  'value',
  'description',
  'url',
  'media',
];

const SUMMARY_MAX = 60;
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string) => (text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text);

const isLocalized = (v: unknown): v is { fr: unknown; en?: unknown } => isObject(v) && 'fr' in v;

/** The text that names a value: itself, its language's text, or the text of its naming key. */
function textOf(value: unknown, locale: Locale, depth: number): string {
  if (typeof value === 'string') return plain(value);
  if (typeof value === 'number') return String(value);
  if (depth > 3 || !isObject(value)) return '';
  if (isLocalized(value))
    return textOf(pickLocale(value as { fr: unknown; en?: unknown }, locale), locale, depth + 1);
  for (const key of NAMING_KEYS) {
    if (key in value) {
      const text = textOf(value[key], locale, depth + 1);
      if (text) return text;
    }
  }
  return '';
}

/** A short line naming a list item in the content's language: its title, name or first text. */
export function summaryOf(item: unknown, locale: Locale): string {
  return clip(textOf(item, locale, 0));
}
