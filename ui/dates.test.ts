import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, type Locale } from '../engine/schemas/locales';
import { plainSpaces as plain } from '../testing/intl';
import { SITE_TIME_ZONE } from './constants';
import { formatLongDate, formatRelativeTime, formatRelativeUnit } from './dates';

const LOCALES: Locale[] = ['fr', 'en'];
const HOUR = 3_600_000;

describe('formatLongDate', () => {
  it('writes long dates in fr-CA and en-CA, in Québec time', () => {
    expect(formatLongDate('2026-11-22T15:00:00Z', 'fr')).toBe('22 novembre 2026');
    expect(formatLongDate('2026-11-22T15:00:00Z', 'en')).toBe('November 22, 2026');
    // 02:00 UTC is still the evening before in Québec.
    expect(formatLongDate('2026-03-02T02:00:00Z', 'en')).toBe('March 1, 2026');
    expect(formatLongDate('not a date', 'fr')).toBe('');
  });

  it.each(LOCALES)(
    'writes what Intl writes in %s, every hour from 2005 to 2040 and either side of the rule',
    (locale) => {
      const intl = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        dateStyle: 'long',
        timeZone: SITE_TIME_ZONE,
      });
      const wrong: string[] = [];
      for (let time = Date.UTC(2005, 0, 1); time < Date.UTC(2040, 0, 1); time += HOUR) {
        const date = new Date(time);
        const ours = formatLongDate(date, locale);
        if (ours !== intl.format(date)) wrong.push(`${date.toISOString()}: ${ours} / ${intl.format(date)}`);
        if (wrong.length > 5) break;
      }
      // The minutes around each change of time, and a date long before and after the rule's years.
      for (const iso of [
        '2026-03-08T06:59:59.999Z',
        '2026-03-08T07:00:00Z',
        '2026-11-01T05:59:59.999Z',
        '2026-11-01T06:00:00Z',
        '1999-12-31T04:59:00Z',
        '2100-06-01T03:30:00Z',
      ]) {
        const ours = formatLongDate(iso, locale);
        if (ours !== intl.format(new Date(iso)))
          wrong.push(`${iso}: ${ours} / ${intl.format(new Date(iso))}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('formatRelativeUnit', () => {
  const units = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
  const counts = [
    ...Array.from({ length: 2401 }, (_, i) => i - 1200),
    -0,
    12_345,
    -1_000_000,
    1_000_000,
    -21_000_000,
  ];

  it.each(LOCALES)('writes what Intl.RelativeTimeFormat writes in %s for every unit and count', (locale) => {
    const intl = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
    const wrong: string[] = [];
    for (const unit of units)
      for (const count of counts) {
        const ours = formatRelativeUnit(count, unit, locale);
        if (ours !== intl.format(count, unit))
          wrong.push(`${count} ${unit}: ${ours} / ${intl.format(count, unit)}`);
      }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('formatRelativeTime (units switch at a year, 45 days, a day, an hour, a minute)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (s: number) => now - s * 1000;

  it('counts in English', () => {
    expect(formatRelativeTime(ago(30), 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86400), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(44 * 86400), 'en', now)).toBe('44 days ago');
    expect(formatRelativeTime(ago(3888000), 'en', now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(31536000 * 2), 'en', now)).toBe('2 years ago');
    expect(formatRelativeTime(now + 7200 * 1000, 'en', now)).toBe('in 2 hours');
    expect(formatRelativeTime(ago(10), 'en', now + 10_000)).toBe('20 seconds ago');
    expect(formatRelativeTime(now, 'en', now)).toBe('now');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });

  it('counts in French', () => {
    expect(plain(formatRelativeTime(ago(5 * 60), 'fr', now))).toBe('il y a 5 minutes');
    expect(plain(formatRelativeTime(ago(3 * 86400), 'fr', now))).toBe('il y a 3 jours');
    expect(plain(formatRelativeTime(ago(2 * 86400), 'fr', now))).toBe('avant-hier');
    expect(plain(formatRelativeTime(ago(31536000), 'fr', now))).toBe('l’année dernière');
    expect(plain(formatRelativeTime(ago(1_000 * 31536000), 'fr', now))).toBe('il y a 1 000 ans');
    expect(plain(formatRelativeTime(ago(0.4), 'fr', now))).toBe('maintenant');
  });
});
