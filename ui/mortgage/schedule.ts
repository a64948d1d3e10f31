/**
 * The schedule of a loan, year by year, at the payment frequency chosen: what was repaid of the
 * loan and paid in interest each year, both cumulated, and the balance left at the end of the year.
 * The loan is run down period by period at the periodic rate of that frequency with the payment of
 * the calculation; the last payment is what is left. The principal of all years sums to the loan,
 * their interest to the calculation's total interest.
 */
import { MORTGAGE_PAYMENTS_PER_YEAR } from '../constants';
import { type MortgageResult, type PaymentFrequency, periodicRate } from './payment';

export interface ScheduleYear {
  /** 1 for the first year of payments. */
  year: number;
  principal: number;
  interest: number;
  cumulatedPrincipal: number;
  cumulatedInterest: number;
  /** What is still owed at the end of the year. */
  balance: number;
}

const EPSILON = 1e-9;

export function yearlySchedule(
  result: MortgageResult,
  interestRate: number,
  frequency: PaymentFrequency,
): ScheduleYear[] {
  const perYear = MORTGAGE_PAYMENTS_PER_YEAR[frequency];
  const i = periodicRate(interestRate, perYear);
  const years: ScheduleYear[] = [];
  let balance = result.loan;
  let cumulatedPrincipal = 0;
  let cumulatedInterest = 0;
  let count = 0;
  while (balance > EPSILON && count < result.payments) {
    let principal = 0;
    let interest = 0;
    for (let n = 0; n < perYear && balance > EPSILON && count < result.payments; n++, count++) {
      const due = balance * i;
      // The last payment of the schedule repays what is left, whatever rounding left behind.
      const paid = count === result.payments - 1 ? balance + due : Math.min(result.payment, balance + due);
      interest += due;
      principal += paid - due;
      balance = balance + due - paid;
    }
    cumulatedPrincipal += principal;
    cumulatedInterest += interest;
    years.push({
      year: years.length + 1,
      principal,
      interest,
      cumulatedPrincipal,
      cumulatedInterest,
      balance: balance > EPSILON ? balance : 0,
    });
  }
  return years;
}
