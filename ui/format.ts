/**
 * Formatters shared by blocks, through Intl with the locale's tag (fr-CA,
 * en-CA), so the server and the browser print the same text; whole numbers and whole prices are
 * written by ui/numbers.ts, and dates by ui/dates.ts, the same text without loading Intl's data.
 */
import { LOCALE_TAGS, type Locale } from '../engine/schemas/locales';
import { CURRENCY, CURRENCY_DECIMALS } from './constants';
import { formatWhole, isPlainWhole, pluralForm } from './numbers';

const cache = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A price in Canadian dollars: fr-CA '1 234,56 $', en-CA '$1,234.56'; `decimals: 0` for whole dollars. */
export function formatCurrency(
  value: number,
  locale: Locale,
  { decimals = CURRENCY_DECIMALS }: { decimals?: number } = {},
): string {
  if (decimals === 0 && CURRENCY === 'CAD' && isPlainWhole(value)) {
    if (locale === 'fr') return `${formatWhole(value, locale)}\u00a0$`;
    return value < 0 ? `-$${formatWhole(-value, locale)}` : `$${formatWhole(value, locale)}`;
  }
  const tag = LOCALE_TAGS[locale];
  return cached(
    `cur:${tag}:${decimals}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  ).format(value);
}

/** A plain number with the locale's grouping: fr-CA '1 234', en-CA '1,234'. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  if (isPlainWhole(value)) return formatWhole(value, locale);
  const tag = LOCALE_TAGS[locale];
  return cached(
    `num:${tag}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(tag, { maximumFractionDigits }),
  ).format(value);
}

const MINUTE_WORDS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  fr: { other: 'min' },
  en: { one: 'min', other: 'mins' },
};

/** Read time: the rounded number of minutes, at least 1, then 'min' or 'mins'. */
export function formatReadTime(minutes: number, locale: Locale): string {
  const value = Math.max(1, Math.round(Number.isFinite(minutes) ? minutes : 0));
  return `${value} ${pluralForm(value, locale, MINUTE_WORDS[locale])}`;
}

/** A fraction as a percentage: fr-CA '12,5 %', en-CA '12.5%'; up to 2 decimals by default. */
export function formatPercent(fraction: number, locale: Locale, maximumFractionDigits = 2): string {
  const tag = LOCALE_TAGS[locale];
  return cached(
    `pct:${tag}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits }),
  ).format(fraction);
}

/** A number with exactly `digits` decimals in the locale's writing: fr-CA '4,70', en-CA '4.70'. */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  const tag = LOCALE_TAGS[locale];
  return cached(
    `dec:${tag}:${digits}`,
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}
