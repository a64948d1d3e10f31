import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../engine/schemas/locales';
import { plainSpaces as plain } from '../testing/intl';
import { CURRENCY } from './constants';
import { formatCurrency, formatNumber, formatPercent, formatReadTime } from './format';
import { mapsDirectionsUrl } from './maps-link';
import { formatCount, pluralForm } from './numbers';

/** Intl separates groups and the $ sign with (narrow) no-break spaces: compare with plain spaces. */

describe('formatCurrency (CAD by locale, 2 decimals by default)', () => {
  it('formats French Canadian prices', () => {
    expect(plain(formatCurrency(1234.56, 'fr'))).toBe('1 234,56 $');
    expect(plain(formatCurrency(450000, 'fr', { decimals: 0 }))).toBe('450 000 $');
  });

  it('formats English Canadian prices', () => {
    expect(formatCurrency(1234.56, 'en')).toBe('$1,234.56');
    expect(formatCurrency(450000, 'en', { decimals: 0 })).toBe('$450,000');
    expect(formatCurrency(5, 'en')).toBe('$5.00');
  });

  it('groups plain numbers by locale', () => {
    expect(plain(formatNumber(1234567, 'fr'))).toBe('1 234 567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});

describe('whole numbers and whole prices, written without Intl', () => {
  // Every length of number, both signs, around each group boundary, and the largest safe integer.
  const values = [0, 7, -7, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  for (let p = 1; p <= 15; p++)
    values.push(10 ** p - 1, 10 ** p, 10 ** p + 1, -(10 ** p), 1234567 * 10 ** (p % 9));

  it.each(['fr', 'en'] as const)('write what Intl writes in %s', (locale) => {
    const tag = LOCALE_TAGS[locale];
    const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const price = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const value of values) {
      expect(formatNumber(value, locale), String(value)).toBe(number.format(value));
      expect(formatCount(value, locale), String(value)).toBe(number.format(value));
      expect(formatCurrency(value, locale, { decimals: 0 }), String(value)).toBe(price.format(value));
    }
    // What Intl still writes: fractions, the negative zero, numbers past the safe integers.
    for (const value of [1234.5, -0, 2 ** 60, 0.4])
      expect(formatNumber(value, locale), String(value)).toBe(number.format(value));
  });
});

describe('pluralForm', () => {
  const forms = { one: 'one', other: 'other' };
  it("chooses each locale's form: French counts 0 and 1 as one, English only 1", () => {
    expect([0, 1, 2, 1000].map((n) => pluralForm(n, 'fr', forms))).toEqual(['one', 'one', 'other', 'other']);
    expect([0, 1, 2, 1000].map((n) => pluralForm(n, 'en', forms))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
  });
  it('falls back to other for a form not given (French millions are "many")', () => {
    expect(pluralForm(1_000_000, 'fr', forms)).toBe('other');
    expect(pluralForm(1_000_000, 'fr', { ...forms, many: 'many' })).toBe('many');
  });
});

describe('formatReadTime (rounded, at least 1, min or mins)', () => {
  it.each([
    [0, 'en', '1 min'],
    [1.4, 'en', '1 min'],
    [4.6, 'en', '5 mins'],
    [0.2, 'fr', '1 min'],
    [12, 'fr', '12 min'],
  ] as const)('%s minutes in %s reads %s', (minutes, locale, expected) => {
    expect(formatReadTime(minutes, locale)).toBe(expected);
  });
});

describe('mapsDirectionsUrl', () => {
  it('encodes the address as the destination', () => {
    expect(mapsDirectionsUrl('1250 boul. René-Lévesque O, Montréal, QC')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1250%20boul.%20Ren%C3%A9-L%C3%A9vesque%20O%2C%20Montr%C3%A9al%2C%20QC',
    );
    expect(mapsDirectionsUrl(['12 rue Principale', null, 'Québec'])).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20rue%20Principale%2C%20Qu%C3%A9bec',
    );
  });
});

describe('formatPercent', () => {
  it('writes a fraction as a percentage in each locale', () => {
    expect(formatPercent(0.125, 'fr')).toBe('12,5\u00a0%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(0.05, 'en')).toBe('5%');
    expect(formatPercent(1 / 3, 'en')).toBe('33.33%');
  });
});
