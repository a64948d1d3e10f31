/**
 * The rules a calculator applies together: those in force today, or, when it is configured with an
 * older down-payment rule, those in force on the last day of that rule, so that the insurance
 * premiums and the amortizations offered are the ones of the same day.
 */
import { type AmortizationRule, amortizationRuleInForce } from './amortization';
import {
  DOWN_PAYMENT_RULES,
  type DownPaymentRule,
  type DownPaymentRuleId,
  downPaymentRule,
  quebecDate,
  ruleInForce,
} from './down-payment';
import { type InsuranceRule, insuranceRuleInForce } from './insurance';

export interface RulesInForce {
  /** The ISO day the rules are those of. */
  day: string;
  downPayment: DownPaymentRule;
  insurance: InsuranceRule;
  amortization: AmortizationRule;
}

/** The day before an ISO date. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The rules of a day (ISO YYYY-MM-DD). */
export function rulesOn(day: string): RulesInForce {
  return {
    day,
    downPayment: ruleInForce(day),
    insurance: insuranceRuleInForce(day),
    amortization: amortizationRuleInForce(day),
  };
}

/** The rules of a calculator: `in_force` (today's) or the last day of a named down-payment rule. */
export function calculatorRules(choice: 'in_force' | DownPaymentRuleId, now = new Date()): RulesInForce {
  const today = quebecDate(now);
  if (choice === 'in_force') return rulesOn(today);
  const chosen = downPaymentRule(choice);
  const next = DOWN_PAYMENT_RULES.map((rule) => rule.since)
    .filter((since) => since > chosen.since)
    .sort()[0];
  const day = next && next <= today ? dayBefore(next) : today;
  return { ...rulesOn(day), downPayment: chosen };
}
