/**
 * Dates in words without Intl's date and relative-time formatters. A
 * browser's first such formatter loads ICU's locale data, 20 to 57 ms in a fresh Chromium, and a
 * blog post made one while it hydrated (its date) and one just after (how long ago). The texts are
 * CLDR's for fr-CA and en-CA, as Intl writes them: dates.test.ts compares them hour by hour over
 * the years this writes itself, and every count of every unit.
 */
import { LOCALE_TAGS, type Locale } from '../engine/schemas/locales';
import { RELATIVE_TIME, RELATIVE_TIME_MONTH_LENGTH, SITE_TIME_ZONE } from './constants';
import { formatCount, pluralForm } from './numbers';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

const MONTHS: Record<Locale, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const HOUR = 3_600_000;

/**
 * The years whose Québec time this file works out itself: Eastern time's rule since 2007 (daylight
 * time from the second Sunday of March at 2:00, 07:00 UTC, to the first Sunday of November at
 * 2:00, 06:00 UTC). Other instants go through Intl with the site's time zone. Only an instant within
 * an hour or so of midnight depends on the rule; a change of it within these years (Québec and
 * Ontario have discussed year-round daylight time) needs this function changed too.
 */
const RULE_YEARS = { first: 2007, last: 2037 } as const;

/** The instant (UTC ms) of the `nth` Sunday (1-based) of `month` (0-based) of `year`, at `hourUtc`. */
function nthSunday(year: number, month: number, nth: number, hourUtc: number): number {
  const first = Date.UTC(year, month, 1);
  const firstSunday = 1 + ((7 - new Date(first).getUTCDay()) % 7);
  return Date.UTC(year, month, firstSunday + 7 * (nth - 1), hourUtc);
}

/** Québec's offset from UTC in ms at `time`, or `undefined` outside `RULE_YEARS`. */
function quebecOffset(time: number): number | undefined {
  const year = new Date(time - 5 * HOUR).getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return undefined;
  const daylight = time >= nthSunday(year, 2, 2, 7) && time < nthSunday(year, 10, 1, 6);
  return daylight ? -4 * HOUR : -5 * HOUR;
}

const intlLongDate: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** A long date: fr-CA '22 novembre 2026', en-CA 'November 22, 2026', in Québec time; empty for an invalid date. */
export function formatLongDate(value: Date | string | number, locale: Locale): string {
  const date = toDate(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const offset = quebecOffset(time);
  if (offset === undefined) {
    intlLongDate[locale] ??= new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'long',
      timeZone: SITE_TIME_ZONE,
    });
    return intlLongDate[locale].format(date);
  }
  const local = new Date(time + offset);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  return locale === 'fr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

type Unit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
interface UnitWords {
  /** Counts said in words (`numeric: 'auto'`): 'hier', 'last year'. */
  named: Readonly<Record<number, string>>;
  past: Forms;
  future: Forms;
}

/** How each language says a count of a unit before and after now, `#` standing for the count. */
const TENSES: Record<Locale, Record<'past' | 'future', (unit: string) => string>> = {
  fr: { past: (unit) => `il y a # ${unit}`, future: (unit) => `dans # ${unit}` },
  en: { past: (unit) => `# ${unit} ago`, future: (unit) => `in # ${unit}` },
};

/** A unit's past and future forms in `locale`, from its singular and plural names. */
function counted(locale: Locale, one: string, other: string): Pick<UnitWords, 'past' | 'future'> {
  const { past, future } = TENSES[locale];
  return {
    past: { one: past(one), other: past(other) },
    future: { one: future(one), other: future(other) },
  };
}

/** CLDR's relative times with `numeric: 'auto'`. */
const RELATIVE: Record<Locale, Record<Unit, UnitWords>> = {
  fr: {
    year: {
      named: { [-1]: 'l’année dernière', 0: 'cette année', 1: 'l’année prochaine' },
      ...counted('fr', 'an', 'ans'),
    },
    month: {
      named: { [-1]: 'le mois dernier', 0: 'ce mois-ci', 1: 'le mois prochain' },
      ...counted('fr', 'mois', 'mois'),
    },
    day: {
      named: { [-2]: 'avant-hier', [-1]: 'hier', 0: 'aujourd’hui', 1: 'demain', 2: 'après-demain' },
      ...counted('fr', 'jour', 'jours'),
    },
    hour: { named: { 0: 'cette heure-ci' }, ...counted('fr', 'heure', 'heures') },
    minute: { named: { 0: 'cette minute-ci' }, ...counted('fr', 'minute', 'minutes') },
    second: { named: { 0: 'maintenant' }, ...counted('fr', 'seconde', 'secondes') },
  },
  en: {
    year: { named: { [-1]: 'last year', 0: 'this year', 1: 'next year' }, ...counted('en', 'year', 'years') },
    month: {
      named: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
      ...counted('en', 'month', 'months'),
    },
    day: { named: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' }, ...counted('en', 'day', 'days') },
    hour: { named: { 0: 'this hour' }, ...counted('en', 'hour', 'hours') },
    minute: { named: { 0: 'this minute' }, ...counted('en', 'minute', 'minutes') },
    second: { named: { 0: 'now' }, ...counted('en', 'second', 'seconds') },
  },
};

/** `count` of `unit` from now in words, as `Intl.RelativeTimeFormat` with `numeric: 'auto'` writes it. */
export function formatRelativeUnit(count: number, unit: Unit, locale: Locale): string {
  const words = RELATIVE[locale][unit];
  const named = words.named[count];
  if (named !== undefined) return named;
  const size = Math.abs(count);
  const forms = count < 0 ? words.past : words.future;
  return pluralForm(size, locale, forms).replace('#', formatCount(size, locale));
}

/**
 * Time from `now` to `value` in words ('il y a 3 jours', 'in 2 hours'). Units switch at a year
 * (31,536,000 s), a month (3,888,000 s), a day, an hour and a minute.
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
  let unit: Unit;
  let amount: number;
  if (abs >= RELATIVE_TIME.year) [unit, amount] = ['year', seconds / RELATIVE_TIME.year];
  else if (abs >= RELATIVE_TIME.month) [unit, amount] = ['month', seconds / RELATIVE_TIME_MONTH_LENGTH];
  else if (abs >= RELATIVE_TIME.day) [unit, amount] = ['day', seconds / RELATIVE_TIME.day];
  else if (abs >= RELATIVE_TIME.hour) [unit, amount] = ['hour', seconds / RELATIVE_TIME.hour];
  else if (abs >= RELATIVE_TIME.minute) [unit, amount] = ['minute', seconds / RELATIVE_TIME.minute];
  else [unit, amount] = ['second', seconds];
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return formatRelativeUnit(rounded === 0 ? 0 : rounded, unit, locale);
}
