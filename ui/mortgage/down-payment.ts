/**
 * Minimum down payment in Canada, as a dated table of rules (Canadian
 * law). The rule in force on a date is the latest one that started on or before it; a
 * calculator uses the rule in force today unless its configuration names another one.
 *
 * Amounts are rounded to the cent.
 */
import { MORTGAGE_MINIMUMS, MORTGAGE_THRESHOLD_2024_12_15, MORTGAGE_THRESHOLDS } from '../constants';

import type { DownPaymentRuleId } from './rule-ids';

export { DOWN_PAYMENT_RULE_IDS, type DownPaymentRuleId } from './rule-ids';

export interface DownPaymentRule {
  id: DownPaymentRuleId;
  /** First day the rule applies (ISO date, Canadian time). */
  since: string;
  /** Where the rule comes from. */
  source: string;
  /** Up to this price, the first rate applies to the whole price. */
  firstTierLimit: number;
  /** From this price on (included), the whole price is taken at the `whole` rate: no insured mortgage. */
  wholePriceFrom: number;
}

export const DOWN_PAYMENT_RULES: readonly DownPaymentRule[] = [
  {
    id: 'ca-2024-12-15',
    since: '2024-12-15',
    source:
      'Department of Finance Canada, “Boosting Canadians’ Ability to Buy a Home: Government Announces ' +
      'Bold Mortgage Reforms”, 16 September 2024: the price cap for insured mortgages rises from ' +
      '$1 million to $1.5 million from 15 December 2024. 5 % of the first $500,000, 10 % of the part ' +
      'up to $1.5 million; 20 % of the whole price from $1.5 million.',
    firstTierLimit: MORTGAGE_THRESHOLDS[0],
    wholePriceFrom: MORTGAGE_THRESHOLD_2024_12_15,
  },
  {
    id: 'ca-2016-02-15',
    since: '2016-02-15',
    source:
      'The brokerage’s calculator (thresholds 500,000 and 1,000,000); Department of Finance Canada, 11 December ' +
      '2015, in force 15 February 2016: 5 % of the first $500,000, 10 % of the rest; no insured ' +
      'mortgage, so 20 % of the whole price, from $1 million (a price of $1 million included, as the ' +
      'brokerage’s rule words it: “from 1,000,000”).',
    firstTierLimit: MORTGAGE_THRESHOLDS[0],
    wholePriceFrom: MORTGAGE_THRESHOLDS[1],
  },
];

const byId = new Map(DOWN_PAYMENT_RULES.map((rule) => [rule.id, rule]));

export function downPaymentRule(id: DownPaymentRuleId): DownPaymentRule {
  return byId.get(id)!;
}

/** The ISO date (YYYY-MM-DD) of a moment in Québec, where the rules apply. */
export function quebecDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** The rule in force on a date (ISO YYYY-MM-DD, or a moment); the oldest rule before any of them. */
export function ruleInForce(date: string | Date = new Date()): DownPaymentRule {
  const day = typeof date === 'string' ? date : quebecDate(date);
  const sorted = [...DOWN_PAYMENT_RULES].sort((a, b) => b.since.localeCompare(a.since));
  return sorted.find((rule) => rule.since <= day) ?? sorted.at(-1)!;
}

export type PropertyUse = 'residential' | 'commercial';

/** Which part of the rule set the minimum, for the message shown below it. */
export type MinimumCase = 'commercial' | 'whole' | 'tiered' | 'first';

export interface MinimumDownPayment {
  amount: number;
  case: MinimumCase;
  rule: DownPaymentRule;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function minimumDownPayment(
  price: number,
  use: PropertyUse,
  rule: DownPaymentRule,
): MinimumDownPayment {
  const p = Math.max(0, price);
  if (use === 'commercial')
    return { amount: cents(p * MORTGAGE_MINIMUMS.commercial), case: 'commercial', rule };
  if (p >= rule.wholePriceFrom) return { amount: cents(p * MORTGAGE_MINIMUMS.whole), case: 'whole', rule };
  if (p > rule.firstTierLimit) {
    const first = rule.firstTierLimit * MORTGAGE_MINIMUMS.first;
    return {
      amount: cents(first + (p - rule.firstTierLimit) * MORTGAGE_MINIMUMS.rest),
      case: 'tiered',
      rule,
    };
  }
  return { amount: cents(p * MORTGAGE_MINIMUMS.first), case: 'first', rule };
}
