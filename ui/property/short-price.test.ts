import { describe, expect, it, vi } from 'vitest';
import { LOCALE_TAGS } from '../../engine/schemas/locales';
import { CURRENCY } from '../constants';
import { formatShortCurrency } from './short-price';

describe('formatShortCurrency', () => {
  it('writes whole dollars below a million and short millions from there, by locale', () => {
    expect(formatShortCurrency(389_000, 'fr').replace(/\s/g, ' ')).toBe('389 000 $');
    expect(formatShortCurrency(389_000, 'en')).toBe('$389,000');
    expect(formatShortCurrency(1_200_000, 'fr').replace(/\s/g, ' ')).toBe('1,2 M $');
    expect(formatShortCurrency(1_200_000, 'en')).toBe('$1.2M');
    expect(formatShortCurrency(10_000_000, 'en')).toBe('$10M');
  });

  // Every unit, both signs, each rounding boundary of the tenths (just under, at and past the half)
  // and where a unit rounds up to the next, plus a spread of prices in between.
  const values = [999_999, 1_000_000, 1_049_999, 1_050_000, 1_250_000, 12_500_000, 999_949_999, 999_950_000];
  for (let unit = 6; unit <= 14; unit += 3)
    for (let digits = 0; digits < 3; digits++) {
      const at = 10 ** (unit + digits);
      for (const base of [1, 1.5, 2.05, 7.25, 9.95, 9.99])
        for (const step of [-1, 0, 1]) values.push(Math.round(base * at) + step);
    }
  for (let i = 0; i < 2000; i++) values.push(Math.floor(1e6 * 10 ** (((i * 7919) % 9000) / 1000)) + (i % 97));
  values.push(...values.map((v) => -v), 999_999_999_999_999, 10 ** 15, 2 ** 60, 1_234_567.5, -0);

  it.each(['fr', 'en'] as const)('writes what Intl writes in %s', (locale) => {
    const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: CURRENCY,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    for (const value of values.filter((v) => Math.abs(v) >= 1_000_000))
      expect(formatShortCurrency(value, locale), String(value)).toBe(compact.format(value));
  });

  it.each(['fr', 'en'] as const)(
    'writes whole prices short of a thousand trillion without Intl in %s',
    (locale) => {
      // `format` is a getter (it returns a bound function): every use of a number formatter reads it.
      const format = vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');
      try {
        for (const value of values.filter(
          (v) => Number.isSafeInteger(v) && !Object.is(v, -0) && Math.abs(v) < 999_950_000_000_000,
        ))
          formatShortCurrency(value, locale);
        expect(format).not.toHaveBeenCalled();
      } finally {
        format.mockRestore();
      }
    },
  );
});
