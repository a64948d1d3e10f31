/**
 * The longest amortization a buyer may take, as a dated table of rules like the down-payment rules:
 * 5 to 25 years for everyone; 30 years for some buyers of an insured loan, a choice that pays the
 * premium's surcharge (insurance.ts). The rule in force on a date is the latest one started on or
 * before it (the oldest before any).
 */
import { MORTGAGE_AMORTIZATION_CHOICES } from '../constants';

/** The long amortization some buyers may take. */
export const LONG_AMORTIZATION_YEARS = 30;

export type AmortizationYears =
  | (typeof MORTGAGE_AMORTIZATION_CHOICES)[number]
  | typeof LONG_AMORTIZATION_YEARS;

/** What the buyer says of themselves and of the property. */
export interface Buyer {
  firstTime: boolean;
  newBuild: boolean;
}

export interface AmortizationRule {
  id: string;
  since: string;
  source: string;
  /** Who may take 30 years: nobody, a first-time buyer of a new build, or either. */
  longFor: 'nobody' | 'first-time-and-new-build' | 'first-time-or-new-build';
}

export const AMORTIZATION_RULES: readonly AmortizationRule[] = [
  {
    id: 'ca-2024-12-15',
    since: '2024-12-15',
    source:
      'Department of Finance Canada, “Boosting Canadians’ Ability to Buy a Home: Government Announces ' +
      'Bold Mortgage Reforms”, 16 September 2024: from 15 December 2024, 30-year insured amortizations ' +
      'for all first-time buyers and for all buyers of new builds.',
    longFor: 'first-time-or-new-build',
  },
  {
    id: 'ca-2024-08-01',
    since: '2024-08-01',
    source:
      'Department of Finance Canada, Budget 2024 and announcement of 30 July 2024: from 1 August 2024, ' +
      '30-year insured amortizations for first-time buyers purchasing a new build.',
    longFor: 'first-time-and-new-build',
  },
  {
    id: 'ca-2012-07-09',
    since: '2012-07-09',
    source:
      'Department of Finance Canada, 21 June 2012, in force 9 July 2012: 25 years at most for an ' +
      'insured mortgage; spec 2 §9: 5 to 25 years.',
    longFor: 'nobody',
  },
];

/** The rule in force on an ISO date (YYYY-MM-DD); the oldest before any. */
export function amortizationRuleInForce(day: string): AmortizationRule {
  const sorted = [...AMORTIZATION_RULES].sort((a, b) => b.since.localeCompare(a.since));
  return sorted.find((rule) => rule.since <= day) ?? sorted.at(-1)!;
}

/** Whether the rule lets this buyer take 30 years. */
export function mayTakeLongAmortization(rule: AmortizationRule, buyer: Buyer): boolean {
  if (rule.longFor === 'first-time-or-new-build') return buyer.firstTime || buyer.newBuild;
  if (rule.longFor === 'first-time-and-new-build') return buyer.firstTime && buyer.newBuild;
  return false;
}

/** The amortizations offered to a buyer, in years, shortest first. */
export function amortizationChoices(rule: AmortizationRule, buyer: Buyer): readonly AmortizationYears[] {
  return mayTakeLongAmortization(rule, buyer)
    ? [...MORTGAGE_AMORTIZATION_CHOICES, LONG_AMORTIZATION_YEARS]
    : MORTGAGE_AMORTIZATION_CHOICES;
}
