/**
 * Counts written without Intl's number formatter, for what a first screen shows: a browser's first
 * number formatter loads ICU's number data, 20 to 50 ms in a fresh Chromium, in the task that
 * needs it (on the search page, the hydration of its count of results). Small and apart from
 * format.ts, which uses it for whole numbers and whole prices, so that a block showing a count
 * loads only this.
 */
import { LOCALE_TAGS, type Locale } from '../engine/schemas/locales';

/** The group separator of whole numbers (CLDR: fr-CA a no-break space, en-CA a comma). */
const GROUP_SEPARATOR: Record<Locale, string> = { fr: '\u00a0', en: ',' };

/** A whole number `formatWhole` writes as Intl does: safe, and not the negative zero. */
export const isPlainWhole = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

/**
 * A whole number's digits in groups of three, its sign first: the text Intl writes for fr-CA and
 * en-CA (format.test.ts compares them) for what `isPlainWhole` accepts.
 */
export function formatWhole(value: number, locale: Locale): string {
  const digits = String(Math.abs(value));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += GROUP_SEPARATOR[locale] + digits.slice(i, i + 3);
  return value < 0 ? `-${out}` : out;
}

/** A count with its locale's grouping ('1 234', '1,234'); a value that is no whole number as is. */
export const formatCount = (count: number, locale: Locale): string =>
  isPlainWhole(count) ? formatWhole(count, locale) : String(count);

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/**
 * The text of a count's plural form, chosen by the locale's rules (`Intl.PluralRules`, cheap to
 * make; `other` when the form is not given). Lingui's `plural` formats its value with a number
 * formatter even when no branch shows `#`: a count on a first screen is written with
 * `formatCount` and its form chosen here instead.
 */
export function pluralForm(
  count: number,
  locale: Locale,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  pluralRules[locale] ??= new Intl.PluralRules(LOCALE_TAGS[locale]);
  return forms[pluralRules[locale].select(count)] ?? forms.other;
}
