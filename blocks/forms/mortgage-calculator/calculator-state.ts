/**
 * What a visitor typed in the calculator, as text fields and choices, and its two copies: the
 * page's URL (a listing links to it with a price and a down payment; a calculation is shared by its
 * address) and the session draft (the lead forms' draft, so that a reload or a visit elsewhere loses
 * nothing). Whatever comes back from either is checked field by field; a value out of range is
 * dropped for the default.
 */
import {
  MONEY_MAX,
  MORTGAGE_AMORTIZATION_CHOICES,
  MORTGAGE_PAYMENT_FREQUENCIES,
  MORTGAGE_RATE_PERCENT,
} from '../../../ui/constants';
import type { PaymentFrequency, PropertyUse } from '../../../ui/mortgage';
import { type AmortizationYears, LONG_AMORTIZATION_YEARS } from '../../../ui/mortgage/amortization';
import type { FieldChecks } from '../../../ui/multi-step-form/validate';

export interface CalculatorValues extends Record<string, unknown> {
  use: PropertyUse;
  /** Digits only, as the money fields keep them. */
  price: string;
  down: string;
  /** The rate in percent, as typed. */
  rate: string;
  years: AmortizationYears;
  frequency: PaymentFrequency;
  firstTime: boolean;
  newBuild: boolean;
}

const YEARS: readonly number[] = [...MORTGAGE_AMORTIZATION_CHOICES, LONG_AMORTIZATION_YEARS];
const isMoney = (v: unknown) => typeof v === 'string' && /^\d{0,11}$/.test(v) && Number(v || 0) <= MONEY_MAX;
const isRate = (v: unknown) => {
  if (typeof v !== 'string' || v.trim() === '') return false;
  const n = Number(v);
  return Number.isFinite(n) && n >= MORTGAGE_RATE_PERCENT.min && n <= MORTGAGE_RATE_PERCENT.max;
};

/** The check of each value, for the draft and the URL alike. */
export const VALUE_CHECKS: FieldChecks = {
  use: (v) => v === 'residential' || v === 'commercial',
  price: isMoney,
  down: isMoney,
  // A draft keeps a rate as typed, even one the form refuses (it says why); the URL only a valid one.
  rate: (v) => typeof v === 'string' && v.length <= 12,
  years: (v) => typeof v === 'number' && YEARS.includes(v),
  frequency: (v) => (MORTGAGE_PAYMENT_FREQUENCIES as readonly unknown[]).includes(v),
  firstTime: (v) => typeof v === 'boolean',
  newBuild: (v) => typeof v === 'boolean',
};

/** Query names of each value: French first (written on French pages), English second. */
type ValueKey = 'use' | 'price' | 'down' | 'rate' | 'years' | 'frequency' | 'firstTime' | 'newBuild';
const NAMES: Record<ValueKey, readonly [string, string]> = {
  price: ['prix', 'price'],
  down: ['mise', 'down'],
  rate: ['taux', 'rate'],
  years: ['ans', 'years'],
  frequency: ['frequence', 'frequency'],
  use: ['usage', 'use'],
  firstTime: ['premier-achat', 'first-time'],
  newBuild: ['neuf', 'new-build'],
};
const ALL_NAMES = new Set(Object.values(NAMES).flat());

const flag = (text: string) =>
  text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined;
/** A money amount as a listing may write it: digits with spaces, commas or a decimal point. */
const money = (text: string) => {
  const n = Number(text.replace(/[\s,_$]/g, ''));
  return Number.isFinite(n) && n >= 0 ? String(Math.round(n)) : undefined;
};

/** The values a URL's query names (either language), each checked; the others are left out. */
export function valuesFromQuery(search: string): Partial<CalculatorValues> {
  const query = new URLSearchParams(search);
  const read = (key: ValueKey) => {
    const [fr, en] = NAMES[key];
    return query.get(fr) ?? query.get(en) ?? undefined;
  };
  const raw: Record<string, unknown> = {};
  const price = read('price');
  if (price !== undefined) raw.price = money(price);
  const down = read('down');
  if (down !== undefined) raw.down = money(down);
  const rate = read('rate');
  if (rate !== undefined && isRate(rate.replace(',', '.'))) raw.rate = rate.replace(',', '.');
  const years = read('years');
  if (years !== undefined) raw.years = Number(years);
  raw.frequency = read('frequency');
  raw.use = read('use');
  const firstTime = read('firstTime');
  if (firstTime !== undefined) raw.firstTime = flag(firstTime);
  const newBuild = read('newBuild');
  if (newBuild !== undefined) raw.newBuild = flag(newBuild);
  const out: Partial<CalculatorValues> = {};
  for (const [key, value] of Object.entries(raw))
    if (value !== undefined && VALUE_CHECKS[key]?.(value)) (out as Record<string, unknown>)[key] = value;
  return out;
}

/**
 * `search` with the calculator's values in it, in the page's language: those that differ from the
 * defaults, the price and down payment always once given. Other parameters are kept as they are.
 */
export function queryWithValues(
  search: string,
  values: CalculatorValues,
  defaults: CalculatorValues,
  locale: 'fr' | 'en',
): string {
  const query = new URLSearchParams(search);
  for (const name of ALL_NAMES) query.delete(name);
  const index = locale === 'fr' ? 0 : 1;
  for (const key of Object.keys(NAMES) as ValueKey[]) {
    const value = values[key];
    const always = (key === 'price' || key === 'down') && value !== '';
    if (!always && value === defaults[key]) continue;
    query.set(NAMES[key][index], typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
