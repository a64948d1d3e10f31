import { describe, expect, it } from 'vitest';
import {
  MORTGAGE_AMORTIZATION_CHOICES,
  MORTGAGE_DEFAULT_AMORTIZATION,
  MORTGAGE_DEFAULT_FREQUENCY,
  MORTGAGE_DEFAULT_RATE,
  MORTGAGE_FREQUENCY_DIVISORS,
  MORTGAGE_MINIMUMS,
  MORTGAGE_RATE_PERCENT,
  MORTGAGE_THRESHOLD_2024_12_15,
  MORTGAGE_THRESHOLDS,
} from '../constants';
import {
  DOWN_PAYMENT_RULES,
  downPaymentRule,
  minimumDownPayment,
  quebecDate,
  ruleInForce,
} from './down-payment';
import { calculateMortgage, type MortgageInputs, monthlyPayment, monthlyRate, periodicRate } from './payment';

const cents = (n: number) => Math.round(n * 100) / 100;
const CURRENT = downPaymentRule('ca-2024-12-15');
const BEFORE = downPaymentRule('ca-2016-02-15');
const min = (price: number, rule = CURRENT, use: 'residential' | 'commercial' = 'residential') =>
  minimumDownPayment(price, use, rule).amount;

describe('mortgage constants', () => {
  it('are the calculator’s published defaults and limits', () => {
    expect(MORTGAGE_DEFAULT_RATE).toBe(0.055);
    expect(MORTGAGE_DEFAULT_AMORTIZATION).toBe(25);
    expect(MORTGAGE_AMORTIZATION_CHOICES).toEqual([5, 10, 15, 20, 25]);
    expect(MORTGAGE_DEFAULT_FREQUENCY).toBe('monthly');
    expect(MORTGAGE_RATE_PERCENT).toEqual({ min: 0, max: 100, step: 0.01 });
    expect(MORTGAGE_THRESHOLDS).toEqual([500000, 1000000]);
    expect(MORTGAGE_THRESHOLD_2024_12_15).toBe(1500000);
    expect(MORTGAGE_MINIMUMS).toEqual({ first: 0.05, rest: 0.1, whole: 0.2, commercial: 0.35 });
    expect(MORTGAGE_FREQUENCY_DIVISORS).toEqual({ weekly: 4, 'bi-weekly': 2, monthly: 1 });
  });
});

describe('minimum down payment: a dated table of rules', () => {
  it('dates each rule and names its source', () => {
    for (const rule of DOWN_PAYMENT_RULES) {
      expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.source.length).toBeGreaterThan(40);
    }
  });

  it('picks the rule in force on a date, in Québec time', () => {
    expect(ruleInForce('2024-12-14').id).toBe('ca-2016-02-15');
    expect(ruleInForce('2024-12-15').id).toBe('ca-2024-12-15');
    expect(ruleInForce('2030-01-01').id).toBe('ca-2024-12-15');
    expect(ruleInForce('2010-01-01').id).toBe('ca-2016-02-15');
    // 15 December 2024 at 02:00 UTC is still the 14th in Québec.
    expect(quebecDate(new Date('2024-12-15T02:00:00Z'))).toBe('2024-12-14');
    expect(ruleInForce(new Date('2024-12-15T02:00:00Z')).id).toBe('ca-2016-02-15');
    expect(ruleInForce(new Date('2024-12-15T06:00:00Z')).id).toBe('ca-2024-12-15');
  });

  it('today’s rule (since 15 December 2024), worked examples and boundaries', () => {
    expect(min(400_000)).toBe(20_000);
    expect(min(500_000)).toBe(25_000);
    expect(min(500_001)).toBe(25_000.1);
    expect(min(750_000)).toBe(50_000);
    // $1,000,000: $25,000 + $50,000 (shawnmooney.com, 19 Sep 2024).
    expect(min(1_000_000)).toBe(75_000);
    expect(min(1_000_001)).toBe(75_000.1);
    // $1,200,000: $95,000 down (presalepulse.ca, on the December 2024 changes).
    expect(min(1_200_000)).toBe(95_000);
    expect(min(1_499_999)).toBe(124_999.9);
    // From $1.5 million no insured mortgage: 20 % of the whole price.
    expect(minimumDownPayment(1_500_000, 'residential', CURRENT)).toMatchObject({
      amount: 300_000,
      case: 'whole',
    });
    expect(min(2_000_000)).toBe(400_000);
    expect(min(1_000_000, CURRENT, 'commercial')).toBe(350_000);
    expect(min(400_000, CURRENT, 'commercial')).toBe(140_000);
  });

  it('the rule before 15 December 2024: worked examples and boundaries', () => {
    // $400,000 → $20,000; $700,000 → $45,000 (thewestlaketeam.com); $750,000 → $50,000 (mortgagetech.ca).
    expect(min(400_000, BEFORE)).toBe(20_000);
    expect(min(500_000, BEFORE)).toBe(25_000);
    expect(min(500_001, BEFORE)).toBe(25_000.1);
    expect(min(700_000, BEFORE)).toBe(45_000);
    expect(min(750_000, BEFORE)).toBe(50_000);
    expect(minimumDownPayment(999_999, 'residential', BEFORE)).toMatchObject({
      amount: 74_999.9,
      case: 'tiered',
    });
    // "$1,000,000 or higher: 20 %" (myplacemortgages.com), as the brokerage's rule words it: from 1,000,000.
    expect(minimumDownPayment(1_000_000, 'residential', BEFORE)).toMatchObject({
      amount: 200_000,
      case: 'whole',
    });
    expect(min(1_200_000, BEFORE)).toBe(240_000);
    expect(min(1_500_000, BEFORE)).toBe(300_000);
    expect(min(600_000, BEFORE, 'commercial')).toBe(210_000);
  });

  it('never goes below 0 and rounds to the cent', () => {
    expect(min(0)).toBe(0);
    expect(min(-5)).toBe(0);
    expect(min(123_456.78)).toBe(6_172.84);
  });
});

const inputs = (patch: Partial<MortgageInputs>): MortgageInputs => ({
  propertyType: 'residential',
  price: 0,
  downPayment: 0,
  interestRate: MORTGAGE_DEFAULT_RATE,
  amortizationPeriod: 25,
  paymentFrequency: 'monthly',
  ...patch,
});

describe('payments with Canadian semi-annual compounding', () => {
  it('converts the rate: (1 + r/2)^(1/6) − 1; 6 % nominal is 6.09 % effective', () => {
    expect(monthlyRate(0.05)).toBeCloseTo(0.004123915, 9);
    expect((1 + monthlyRate(0.06)) ** 12 - 1).toBeCloseTo(0.0609, 10);
    expect(periodicRate(-0.02, 12)).toBe(0);
  });

  it('matches published Canadian examples to the cent', () => {
    // calculatrice-quebec.ca: $320,000 at 5.5 %, 25 years → $1,953.25 a month, $265,975.82 of interest.
    const quebec = calculateMortgage(inputs({ price: 400_000, downPayment: 80_000, interestRate: 0.055 }));
    expect(quebec.loan).toBe(320_000);
    expect(cents(quebec.payment)).toBe(1953.25);
    expect(cents(quebec.totalInterest)).toBe(265_975.82);
    // efunda.com (Canadian mortgage calculator): $200,000 at 7.5 %, 25 years → $1,463.11; $238,932.95 of interest.
    const efunda = calculateMortgage(inputs({ price: 200_000, interestRate: 0.075 }));
    expect(cents(efunda.payment)).toBe(1463.11);
    expect(cents(efunda.totalInterest)).toBe(238_932.95);
    // efunda.com: $200,000 at 7.5 %, 15 years → $1,841.03; $131,384.92 of interest.
    const fifteen = calculateMortgage(
      inputs({ price: 200_000, interestRate: 0.075, amortizationPeriod: 15 }),
    );
    expect(cents(fifteen.payment)).toBe(1841.03);
    expect(cents(fifteen.totalInterest)).toBe(131_384.92);
    // mortgagecomparecalculator.com: $500,000 at 5 %, 25 years → about $2,908 a month.
    expect(cents(monthlyPayment(500_000, 0.05, 25))).toBe(2908.02);
  });

  it('follows the accelerated convention: weekly = monthly / 4, bi-weekly = monthly / 2', () => {
    const monthly = calculateMortgage(
      inputs({ price: 200_000, interestRate: 0.075, amortizationPeriod: 15 }),
    );
    const biweekly = calculateMortgage(
      inputs({ price: 200_000, interestRate: 0.075, amortizationPeriod: 15, paymentFrequency: 'bi-weekly' }),
    );
    const weekly = calculateMortgage(
      inputs({ price: 200_000, interestRate: 0.075, amortizationPeriod: 15, paymentFrequency: 'weekly' }),
    );
    expect(biweekly.payment).toBe(monthly.payment / 2);
    expect(weekly.payment).toBe(monthly.payment / 4);
    // efunda.com: accelerated bi-weekly $920.51, paid off in about 13 years, $311,242.27 paid in all.
    // Our schedule does not round each period to the cent: within a dollar of theirs.
    expect(cents(biweekly.payment)).toBe(920.51);
    expect(biweekly.payments).toBe(339);
    expect(biweekly.months).toBe(157);
    expect(Math.abs(biweekly.loan + biweekly.totalInterest - 311_242.27)).toBeLessThan(1);
    expect(weekly.totalInterest).toBeLessThan(biweekly.totalInterest);
    expect(biweekly.totalInterest).toBeLessThan(monthly.totalInterest);
  });

  it('handles the edges: no loan, a 0 % rate, a negative rate, a down payment above the price', () => {
    expect(calculateMortgage(inputs({ price: 300_000, downPayment: 300_000 }))).toMatchObject({
      loan: 0,
      payment: 0,
      totalInterest: 0,
    });
    expect(calculateMortgage(inputs({ price: 300_000, downPayment: 400_000 })).loan).toBe(0);
    const free = calculateMortgage(inputs({ price: 300_000, interestRate: 0 }));
    expect(free.payment).toBe(1000);
    expect(free.totalInterest).toBe(0);
    // Rate floored at 0: the payment is never below loan / months.
    expect(monthlyPayment(300_000, -0.05, 25)).toBe(1000);
    expect(monthlyPayment(300_000, 0.05, 0)).toBe(0);
    const weeklyFree = calculateMortgage(
      inputs({ price: 300_000, interestRate: 0, paymentFrequency: 'weekly' }),
    );
    expect(weeklyFree.payment).toBe(250);
    expect(weeklyFree.payments).toBe(1200);
  });
});
