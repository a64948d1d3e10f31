/**
 * The calculator's typed values read as a calculation's inputs: amounts (spaces stripped, empty
 * meaning 0, spec 2 §5), the rate in percent, the minimum down payment of the rule, and the
 * amortizations this buyer may choose (an amortization no longer offered falls back to 25 years).
 */
import { MORTGAGE_DEFAULT_AMORTIZATION, MORTGAGE_RATE_PERCENT } from '../../../ui/constants';
import {
  type AmortizationYears,
  amortizationChoices,
  type MinimumDownPayment,
  type MortgageInputs,
  minimumDownPayment,
  type RulesInForce,
} from '../../../ui/mortgage';
import type { CalculatorValues } from './calculator-state';

/** Numeric text with spaces stripped, empty meaning 0. */
export const amount = (digits: string) => Number(digits.replace(/\s/g, '') || 0);

/** The rate as typed, in percent; NaN when not a number. */
export const percent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface ReadForm {
  inputs: MortgageInputs;
  minimum: MinimumDownPayment;
  tooHigh: boolean;
  belowMinimum: boolean;
  /** The rate in percent; NaN when not a number. */
  rate: number;
  rateProblem?: 'missing' | 'negative' | 'over';
  choices: readonly AmortizationYears[];
  /** Calculate may run. */
  valid: boolean;
}

export function readForm(values: CalculatorValues, rules: RulesInForce): ReadForm {
  const price = amount(values.price);
  const down = amount(values.down);
  const rate = percent(values.rate);
  const minimum = minimumDownPayment(price, values.use, rules.downPayment);
  const tooHigh = down > price;
  const belowMinimum = !tooHigh && down < minimum.amount;
  const buyer = values.use === 'residential' ? values : { firstTime: false, newBuild: false };
  const choices = amortizationChoices(rules.amortization, buyer);
  const years = choices.includes(values.years) ? values.years : MORTGAGE_DEFAULT_AMORTIZATION;
  const rateProblem = Number.isNaN(rate)
    ? 'missing'
    : rate < MORTGAGE_RATE_PERCENT.min
      ? 'negative'
      : rate > MORTGAGE_RATE_PERCENT.max
        ? 'over'
        : undefined;
  return {
    inputs: {
      propertyType: values.use,
      price,
      downPayment: down,
      interestRate: rate / 100,
      amortizationPeriod: years,
      paymentFrequency: values.frequency,
    },
    minimum,
    tooHigh,
    belowMinimum,
    rate,
    rateProblem,
    choices,
    valid: !tooHigh && !belowMinimum && !rateProblem,
  };
}
