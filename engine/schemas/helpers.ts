import { CloneType, type Static, type TLiteral, type TSchema, type TUnion, Type } from '@sinclair/typebox';

export * from './locales';

/**
 * A union of string literals that form generators can read: rjsf only renders a union of
 * literals when the union itself says `type: 'string'` (validators ignore the extra keyword).
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    { type: 'string', ...options },
  ) as TUnion<TLiteral<T[number]>[]>;
}

/** Marker read by the editor to show a French/English toggle for a field. */
export const LOCALIZED_MARK = 'x-localized';

/**
 * A value per locale: `{ fr, en }`. French is required (default and fallback locale); English may be
 * missing, in which case readers fall back to French.
 */
export function Localized<T extends TSchema>(schema: T, options: Record<string, unknown> = {}) {
  return Type.Object(
    { fr: schema, en: Type.Optional(schema) },
    { [LOCALIZED_MARK]: true, additionalProperties: false, ...options },
  );
}
export type { Static };

/**
 * Marker of a property's label for people, in both languages: `{ fr, en }`. The QA editor's forms
 * read it in the tester's language; every property of a block schema carries one.
 */
export const TITLE_MARK = 'x-title';
export type Bilingual = { fr: string; en: string };

/** Schema options naming a property in French and English (and describing it, when a tester needs it). */
export function label(fr: string, en: string, description?: Bilingual): Record<string, unknown> {
  return { [TITLE_MARK]: { fr, en }, ...(description ? { 'x-description': description } : {}) };
}

/**
 * A copy of a shared schema (a content type such as `Text` or `Image`) named for one property:
 * `main_title: titled(Text, 'Titre', 'Title')`. The shared schema itself is left untouched.
 */
export function titled<T extends TSchema>(schema: T, fr: string, en: string, description?: Bilingual): T {
  return CloneType(schema, label(fr, en, description));
}

/** Marks data the content backend fills in for a block (`core_data`): not typed by a tester. */
export const SERVER_DATA_WIDGET = 'server-data';

/**
 * Data the content backend embeds in a block (articles, members, listings), named for the editor.
 * The QA editor shows it read-only as a whole (a summary and its JSON), not field by field, so what
 * it holds needs no names of its own.
 */
export function serverData<T extends TSchema>(schema: T, fr: string, en: string, description?: Bilingual): T {
  return CloneType(schema, { ...label(fr, en, description), 'x-widget': SERVER_DATA_WIDGET });
}
