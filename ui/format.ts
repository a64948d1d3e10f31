/**
 * Formatters shared by blocks (spec 1 §9, spec 2 §9), through Intl with the locale's tag (fr-CA,
 * en-CA), so the server and the browser print the same text; whole numbers and whole prices are
 * written by ui/numbers.ts, the same text without loading Intl's number data.
 */
import { LOCALE_TAGS, type Locale } from '../engine/schemas/locales';
import {
  CURRENCY,
  CURRENCY_DECIMALS,
  RELATIVE_TIME,
  RELATIVE_TIME_MONTH_LENGTH,
  SITE_TIME_ZONE,
} from './constants';
import { formatWhole, isPlainWhole, pluralForm } from './numbers';

const cache = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules
>();
function cached<
  T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules,
>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
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

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * Long dates already worded, by locale and instant: a page shows the same few dates at every
 * render, and `Intl.DateTimeFormat.format` was 0.8 % of the server's time on `/fr`.
 */
const longDates = new Map<string, string>();
const LONG_DATES_KEPT = 1000;

/** A long date: fr-CA '22 novembre 2026', en-CA 'November 22, 2026'; empty for an invalid date. */
export function formatLongDate(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const tag = LOCALE_TAGS[locale];
  const key = `${tag} ${time}`;
  let text = longDates.get(key);
  if (text === undefined) {
    text = cached(
      `date:${tag}`,
      () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }),
    ).format(date);
    if (longDates.size >= LONG_DATES_KEPT) longDates.clear();
    longDates.set(key, text);
  }
  return text;
}

/**
 * Time from `now` to `value` in words ('il y a 3 jours', 'in 2 hours'). Units switch at a year
 * (31,536,000 s), a month (3,888,000 s), a day, an hour and a minute (spec 2 §9).
 */
export function formatRelativeTime(
  value: Date | string | number,
  locale: Locale,
  now: number = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = (date.getTime() - now) / 1000;
  const abs = Math.abs(seconds);
  let unit: Intl.RelativeTimeFormatUnit;
  let amount: number;
  if (abs >= RELATIVE_TIME.year) [unit, amount] = ['year', seconds / RELATIVE_TIME.year];
  else if (abs >= RELATIVE_TIME.month) [unit, amount] = ['month', seconds / RELATIVE_TIME_MONTH_LENGTH];
  else if (abs >= RELATIVE_TIME.day) [unit, amount] = ['day', seconds / RELATIVE_TIME.day];
  else if (abs >= RELATIVE_TIME.hour) [unit, amount] = ['hour', seconds / RELATIVE_TIME.hour];
  else if (abs >= RELATIVE_TIME.minute) [unit, amount] = ['minute', seconds / RELATIVE_TIME.minute];
  else [unit, amount] = ['second', seconds];
  const tag = LOCALE_TAGS[locale];
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return cached(`rel:${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })).format(
    rounded === 0 ? 0 : rounded,
    unit,
  );
}

const MINUTE_WORDS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  fr: { other: 'min' },
  en: { one: 'min', other: 'mins' },
};

/** Read time (spec 1 §9): the rounded number of minutes, at least 1, then 'min' or 'mins'. */
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

/**
 * A price short enough for a map label: whole dollars below a million ('389 000 $', '$389,000'),
 * millions with one decimal at most from there ('1,2 M $', '$1.2M').
 */
export function formatShortCurrency(value: number, locale: Locale): string {
  if (Math.abs(value) < 1_000_000) return formatCurrency(value, locale, { decimals: 0 });
  const tag = LOCALE_TAGS[locale];
  return cached(
    `curshort:${tag}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: CURRENCY,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  ).format(value);
}
