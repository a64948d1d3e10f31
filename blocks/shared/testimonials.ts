import type { Locale, LocalizedValue } from '../../engine/schemas';
import { LOCALES } from '../../engine/schemas/locales';

/** A testimonial ready to show: its text and the language that text is in. */
export interface ShownTestimonial<T> {
  item: T;
  text: string;
  lang: Locale;
}

const textIn = (value: LocalizedValue<string>, locale: Locale) => value[locale]?.trim() ?? '';

/**
 * The testimonials to show in `locale`. A testimonial needs text in the page's locale;
 * when fewer than `min` have one (3, or 1 for the Google carousel), the missing locales are filled:
 * every testimonial shows, in the page's locale when it has it, else in the other one. A testimonial
 * with no text at all never shows. Order is kept.
 */
export function testimonialsForLocale<T extends { description: LocalizedValue<string> }>(
  items: readonly T[],
  locale: Locale,
  min: number,
): ShownTestimonial<T>[] {
  const own = items
    .filter((item) => textIn(item.description, locale) !== '')
    .map((item) => ({ item, text: textIn(item.description, locale), lang: locale }));
  if (own.length >= min) return own;
  const fallbacks = [locale, ...LOCALES.filter((l) => l !== locale)];
  const filled: ShownTestimonial<T>[] = [];
  for (const item of items) {
    const lang = fallbacks.find((l) => textIn(item.description, l) !== '');
    if (lang) filled.push({ item, text: textIn(item.description, lang), lang });
  }
  return filled;
}
