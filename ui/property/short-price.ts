/**
 * Short prices for a map's labels (its markers, its clusters' ranges), apart from ui/format.ts: only
 * a page whose map opens loads them.
 */
import { LOCALE_TAGS, type Locale } from '../../engine/schemas/locales';
import { CURRENCY } from '../constants';
import { formatCurrency } from '../format';
import { isPlainWhole } from '../numbers';

/** Intl's compact currency, for what is not written here. */
const compact: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** Units of short prices, from a million up: CLDR's compact forms of fr-CA and en-CA. */
const SHORT_UNITS: Record<Locale, readonly string[]> = { fr: ['M', 'G', 'T'], en: ['M', 'B', 'T'] };
/** A short price is written without Intl below this (a thousand trillion: Intl groups past it). */
const SHORT_WRITTEN_BELOW = 1e15;

/**
 * A price short enough for a map label: whole dollars below a million ('389 000 $', '$389,000'),
 * millions with one decimal at most from there ('1,2 M $', '$1.2M'), then billions and trillions.
 * Whole prices are written as Intl's compact currency writes them (short-price.test.ts compares them)
 * without making a number formatter: a map's labels are its first, and a fresh browser's first
 * one loads ICU's number data. The tenths are rounded half up from the exact integer, as Intl
 * does, and a unit that rounds to a thousand becomes one of the next ('1 G $' for 999 950 000).
 */
export function formatShortCurrency(value: number, locale: Locale): string {
  if (Math.abs(value) < 1_000_000) return formatCurrency(value, locale, { decimals: 0 });
  if (CURRENCY === 'CAD' && isPlainWhole(value) && Math.abs(value) < SHORT_WRITTEN_BELOW) {
    const size = Math.abs(value);
    let unit = 0;
    let tenths = Math.round(size / 1e5);
    while (tenths >= 10_000 && unit < 2) tenths = Math.round(size / 10 ** (5 + 3 * ++unit));
    if (tenths < 10_000) {
      const whole = Math.floor(tenths / 10);
      const tenth = tenths % 10;
      const sign = value < 0 ? '-' : '';
      const name = SHORT_UNITS[locale][unit];
      return locale === 'fr'
        ? `${sign}${whole}${tenth ? `,${tenth}` : ''}\u00a0${name}\u00a0$`
        : `${sign}$${whole}${tenth ? `.${tenth}` : ''}${name}`;
    }
  }
  compact[locale] ??= new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: CURRENCY,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return compact[locale].format(value);
}
