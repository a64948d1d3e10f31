import { describe, expect, it } from 'vitest';
import {
  AMORTIZATION_RULES,
  amortizationChoices,
  amortizationRuleInForce,
  amortize,
  calculateMortgage,
  calculatorRules,
  defaultInsurance,
  downPaymentRule,
  INSURANCE_RULES,
  insuranceRuleInForce,
  minimumDownPayment,
  rulesOn,
  yearlySchedule,
} from './index';

const cents = (n: number) => Math.round(n * 100) / 100;
const TODAY = rulesOn('2026-01-15');
const insure = (price: number, down: number, years = 25, rules = TODAY) =>
  defaultInsurance(price, down, years, 'residential', rules.insurance, rules.downPayment);

describe('the premium table, dated', () => {
  it('dates each row and names its sources', () => {
    for (const rule of INSURANCE_RULES) {
      expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const text of [rule.source, rule.surchargeSource, rule.provincialTaxSource])
        expect(text.length).toBeGreaterThan(40);
    }
  });

  it('takes today’s rates from 17 March 2017, the previous ones the day before', () => {
    expect(insuranceRuleInForce('2017-03-16').bands.map((b) => b.rate)).toEqual([0.018, 0.024, 0.036]);
    expect(insuranceRuleInForce('2017-03-17').bands.map((b) => b.rate)).toEqual([0.028, 0.031, 0.04]);
    expect(insuranceRuleInForce('2030-01-01').id).toBe('cmhc-2017-03-17');
    expect(insuranceRuleInForce('2000-01-01').id).toBe('cmhc-2015-06-01');
    // $475,000 on $500,000 (95 %): 3.60 % the day before, 4.00 % from that day.
    expect(insure(500_000, 25_000, 25, rulesOn('2017-03-16')).premium).toBe(17_100);
    expect(insure(500_000, 25_000, 25, rulesOn('2017-03-17')).premium).toBe(19_000);
  });

  it('puts each loan-to-value in its band, the upper bound included', () => {
    // 85 % exactly is in 80.01–85 %; a dollar more is in 85.01–90 %.
    expect(insure(400_000, 60_000)).toMatchObject({ rate: 0.028, premium: 9_520, insuredLoan: 349_520 });
    expect(insure(400_000, 59_999).rate).toBe(0.031);
    expect(insure(600_000, 60_000)).toMatchObject({ rate: 0.031, premium: 16_740, insuredLoan: 556_740 });
    expect(insure(600_000, 59_999).rate).toBe(0.04);
    // 20 % down or more: nothing to insure; a dollar less: 2.80 %.
    expect(insure(500_000, 100_000)).toMatchObject({ case: 'not-needed', premium: 0, insuredLoan: 400_000 });
    expect(insure(500_000, 99_999)).toMatchObject({ case: 'insured', rate: 0.028 });
  });

  it('adds 0.20 % over 25 years and taxes the premium at 9 %, not borrowed', () => {
    const thirty = insure(500_000, 25_000, 30);
    expect(thirty).toMatchObject({ rate: 0.042, surcharge: 0.002, premium: 19_950, insuredLoan: 494_950 });
    expect(thirty.provincialTax).toBe(1_795.5);
    expect(insure(500_000, 25_000, 25)).toMatchObject({ surcharge: 0, provincialTax: 1_710 });
    expect(insure(600_000, 60_000).provincialTax).toBe(1_506.6);
  });

  it('insures nothing at or above the price cap, 1,500,000 $ since 15 December 2024', () => {
    // The day before, 1,200,000 $ needs 20 % down (cap 1,000,000 $): no insured loan possible.
    const before = rulesOn('2024-12-14');
    expect(minimumDownPayment(1_200_000, 'residential', before.downPayment).amount).toBe(240_000);
    expect(insure(1_200_000, 95_000, 25, before).case).toBe('over-cap');
    // That day: 95,000 $ is enough, and the 92.08 % loan is insured at 4.00 %.
    const after = rulesOn('2024-12-15');
    expect(minimumDownPayment(1_200_000, 'residential', after.downPayment).amount).toBe(95_000);
    expect(insure(1_200_000, 95_000, 25, after)).toMatchObject({ case: 'insured', premium: 44_200 });
    expect(insure(1_500_000, 200_000, 25, after).case).toBe('over-cap');
    expect(insure(1_499_999, 200_000, 25, after).case).toBe('insured');
  });

  it('never insures a commercial property or an empty loan', () => {
    const rules = TODAY;
    expect(defaultInsurance(400_000, 20_000, 25, 'commercial', rules.insurance, rules.downPayment).case).toBe(
      'commercial',
    );
    expect(insure(400_000, 400_000).case).toBe('no-loan');
    expect(insure(0, 0).case).toBe('no-loan');
  });
});

describe('30 years for some buyers, dated', () => {
  const nobody = { firstTime: false, newBuild: false };
  const firstTime = { firstTime: true, newBuild: false };
  const newBuild = { firstTime: false, newBuild: true };
  const both = { firstTime: true, newBuild: true };
  const offers30 = (day: string, buyer: typeof nobody) =>
    amortizationChoices(amortizationRuleInForce(day), buyer).includes(30);

  it('dates each rule and names its source', () => {
    for (const rule of AMORTIZATION_RULES) {
      expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.source.length).toBeGreaterThan(40);
    }
  });

  it('offers 30 years to first-time buyers of new builds from 1 August 2024', () => {
    expect(offers30('2024-07-31', both)).toBe(false);
    expect(offers30('2024-08-01', both)).toBe(true);
    expect(offers30('2024-08-01', firstTime)).toBe(false);
    expect(offers30('2024-08-01', newBuild)).toBe(false);
  });

  it('offers 30 years to every first-time buyer and every new build from 15 December 2024', () => {
    expect(offers30('2024-12-14', firstTime)).toBe(false);
    expect(offers30('2024-12-14', newBuild)).toBe(false);
    expect(offers30('2024-12-15', firstTime)).toBe(true);
    expect(offers30('2024-12-15', newBuild)).toBe(true);
    expect(offers30('2024-12-15', nobody)).toBe(false);
    expect(amortizationChoices(amortizationRuleInForce('2024-12-15'), nobody)).toEqual([5, 10, 15, 20, 25]);
    expect(amortizationChoices(amortizationRuleInForce('2024-12-15'), firstTime)).toEqual([
      5, 10, 15, 20, 25, 30,
    ]);
  });

  it('a calculator on the previous down-payment rule takes the rules of its last day', () => {
    const previous = calculatorRules('ca-2016-02-15', new Date('2026-06-01T12:00:00Z'));
    expect(previous.day).toBe('2024-12-14');
    expect(previous.downPayment).toBe(downPaymentRule('ca-2016-02-15'));
    expect(previous.amortization.id).toBe('ca-2024-08-01');
    expect(calculatorRules('in_force', new Date('2026-06-01T12:00:00Z')).day).toBe('2026-06-01');
    expect(calculatorRules('ca-2024-12-15', new Date('2026-06-01T12:00:00Z')).day).toBe('2026-06-01');
  });
});

describe('the payment on the insured loan', () => {
  it('is the payment of the base loan plus its premium (5.5 %, monthly)', () => {
    // 500,000 $, 5 % down, 25 years: 494,000 $ → 3,015.33 $; 30 years: 494,950 $ → 2,791.05 $.
    const cases: [number, number, 25 | 30, number, number][] = [
      [500_000, 25_000, 25, 494_000, 3015.33],
      [500_000, 25_000, 30, 494_950, 2791.05],
      [1_200_000, 95_000, 25, 1_149_200, 7014.62],
      [400_000, 80_000, 25, 320_000, 1953.25],
    ];
    for (const [price, down, years, loan, payment] of cases) {
      const insurance = insure(price, down, years);
      expect(insurance.insuredLoan).toBe(loan);
      expect(cents(amortize(insurance.insuredLoan, 0.055, years, 'monthly').payment)).toBe(payment);
    }
  });

  it('grows with the loan exactly as the premium does, at every frequency', () => {
    for (const frequency of ['monthly', 'bi-weekly', 'weekly'] as const) {
      const insurance = insure(600_000, 60_000);
      const base = calculateMortgage({
        propertyType: 'residential',
        price: 600_000,
        downPayment: 60_000,
        interestRate: 0.05,
        amortizationPeriod: 25,
        paymentFrequency: frequency,
      });
      const insured = amortize(insurance.insuredLoan, 0.05, 25, frequency);
      expect(insured.payment / base.payment).toBeCloseTo(1.031, 12);
      expect(insured.totalInterest).toBeGreaterThan(base.totalInterest);
    }
  });
});

describe('the schedule, year by year', () => {
  const cases = [
    [494_950, 0.055, 30, 'monthly'],
    [320_000, 0.055, 25, 'monthly'],
    [200_000, 0.075, 15, 'bi-weekly'],
    [556_740, 0.05, 25, 'weekly'],
    [300_000, 0, 10, 'monthly'],
  ] as const;

  it('repays the loan and sums its interest to the total shown', () => {
    for (const [loan, rate, years, frequency] of cases) {
      const result = amortize(loan, rate, years, frequency);
      const schedule = yearlySchedule(result, rate, frequency);
      const principal = schedule.reduce((sum, y) => sum + y.principal, 0);
      const interest = schedule.reduce((sum, y) => sum + y.interest, 0);
      expect(principal).toBeCloseTo(loan, 6);
      expect(cents(interest)).toBe(cents(result.totalInterest));
      expect(schedule.at(-1)).toMatchObject({ balance: 0 });
      expect(cents(schedule.at(-1)!.cumulatedInterest)).toBe(cents(result.totalInterest));
      expect(schedule.length).toBe(Math.ceil(result.months / 12));
    }
  });

  it('matches the closed form: 320,000 $ at 5.5 % over 25 years', () => {
    const result = amortize(320_000, 0.055, 25, 'monthly');
    const [first, second] = yearlySchedule(result, 0.055, 'monthly');
    // 12 × 1,953.25 $ = 23,439.00 $ paid in a year; the interest on a falling balance.
    expect(cents(first!.principal + first!.interest)).toBe(cents(12 * result.payment));
    expect(first!.interest).toBeGreaterThan(second!.interest);
    expect(cents(first!.balance)).toBe(cents(320_000 - first!.principal));
    // Balance after 12 payments: L(1+i)^12 − P((1+i)^12 − 1)/i.
    const i = (1 + 0.055 / 2) ** (1 / 6) - 1;
    const expected = 320_000 * (1 + i) ** 12 - (result.payment * ((1 + i) ** 12 - 1)) / i;
    expect(first!.balance).toBeCloseTo(expected, 6);
  });

  it('is empty without a loan', () => {
    expect(yearlySchedule(amortize(0, 0.05, 25, 'monthly'), 0.05, 'monthly')).toEqual([]);
  });
});
