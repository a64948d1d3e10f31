/**
 * Locales and localized values, without TypeBox: every page of the site reads them, and public
 * pages load no schema (docs/decisions/026-public-pages-trust-their-server.md).
 */

/** Locales of the product, French first: it is the default and the fallback. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

export type LocalizedValue<T> = { fr: T; en?: T };

/** Reads a localized value for a locale, falling back to French, then to `undefined`. */
export function pickLocale<T>(value: LocalizedValue<T> | undefined | null, locale: Locale): T | undefined {
  if (!value) return undefined;
  const own = value[locale];
  if (own !== undefined && own !== null && own !== '') return own;
  return value.fr;
}
