/**
 * Mortgage payments the Canadian way (spec 2 §5; spec README: mortgage decisions): fixed rates
 * compound twice a year, so the monthly rate is (1 + r/2)^(1/6) − 1. The monthly payment is the
 * larger of loan / months and the standard amortized payment (at a 0 % rate, loan / months).
 * Weekly and bi-weekly payments follow the spec's accelerated convention: monthly / 4 and
 * monthly / 2, which pays the loan off sooner; total interest then follows that faster schedule.
 */
import {
  MORTGAGE_COMPOUNDINGS_PER_YEAR,
  MORTGAGE_FREQUENCY_DIVISORS,
  MORTGAGE_PAYMENTS_PER_YEAR,
} from '../constants';
import type { MortgageInputs } from './inputs';

export type { MortgageInputs };
export type PaymentFrequency = MortgageInputs['paymentFrequency'];

/** Effective rate per period of a nominal annual rate compounded semi-annually. */
export function periodicRate(annualRate: number, periodsPerYear: number): number {
  const rate = Math.max(0, annualRate);
  return (1 + rate / MORTGAGE_COMPOUNDINGS_PER_YEAR) ** (MORTGAGE_COMPOUNDINGS_PER_YEAR / periodsPerYear) - 1;
}

/** The monthly rate: (1 + r/2)^(1/6) − 1. */
export const monthlyRate = (annualRate: number) => periodicRate(annualRate, 12);

/** The monthly payment, unrounded; 0 when the loan or the number of months is 0 or less. */
export function monthlyPayment(loan: number, annualRate: number, years: number): number {
  const months = years * 12;
  if (loan <= 0 || months <= 0) return 0;
  const i = monthlyRate(annualRate);
  const amortized = i > 0 ? (loan * i) / (1 - (1 + i) ** -months) : 0;
  return Math.max(loan / months, amortized);
}

export interface MortgageResult {
  loan: number;
  /** The payment at the chosen frequency, unrounded. */
  payment: number;
  monthlyPayment: number;
  /** Interest over the whole schedule at the chosen frequency. */
  totalInterest: number;
  /** Number of payments until the loan is repaid. */
  payments: number;
  /** Months until the loan is repaid (rounded up). */
  months: number;
}

const EPSILON = 1e-9;

/**
 * The loan, the payment at the chosen frequency and the interest paid over its schedule. Monthly:
 * payment × months − loan. Accelerated: the loan is run down period by period at the periodic rate
 * until it is repaid, the last payment being what is left.
 */
export function calculateMortgage(inputs: MortgageInputs): MortgageResult {
  return amortize(
    Math.max(0, inputs.price - inputs.downPayment),
    inputs.interestRate,
    inputs.amortizationPeriod,
    inputs.paymentFrequency,
  );
}

/** The same for a loan given as it is (an insured loan: the base loan plus its premium). */
export function amortize(
  loan: number,
  interestRate: number,
  years: number,
  frequency: PaymentFrequency,
): MortgageResult {
  const monthly = monthlyPayment(loan, interestRate, years);
  const payment = monthly / MORTGAGE_FREQUENCY_DIVISORS[frequency];
  if (loan <= 0 || payment <= 0)
    return {
      loan: Math.max(0, loan),
      payment: 0,
      monthlyPayment: 0,
      totalInterest: 0,
      payments: 0,
      months: 0,
    };
  if (frequency === 'monthly') {
    const months = years * 12;
    return {
      loan,
      payment,
      monthlyPayment: monthly,
      totalInterest: monthly * months - loan,
      payments: months,
      months,
    };
  }
  const perYear = MORTGAGE_PAYMENTS_PER_YEAR[frequency];
  const i = periodicRate(interestRate, perYear);
  let balance = loan;
  let interest = 0;
  let count = 0;
  const limit = years * perYear;
  while (balance > EPSILON && count < limit) {
    const due = balance * i;
    interest += due;
    balance = balance + due - Math.min(payment, balance + due);
    count++;
  }
  return {
    loan,
    payment,
    monthlyPayment: monthly,
    totalInterest: interest,
    payments: count,
    months: Math.ceil((count * 12) / perYear - EPSILON),
  };
}
