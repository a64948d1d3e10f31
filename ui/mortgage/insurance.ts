/**
 * Mortgage default insurance, as a dated table beside the down-payment rules (down-payment.ts):
 * a loan over 80 % of the price must be insured, and the insurer's premium, a percentage of the loan
 * set by its loan-to-value band, is added to the loan. Amortizations over 25 years pay a surcharge.
 * The price cap is the down-payment rule's `wholePriceFrom`: from that price 20 % of the whole price
 * is due, so no loan there is ever insured. In Québec a provincial tax on the premium is due at
 * closing, out of the buyer's pocket: it is never added to the loan.
 *
 * The row in force on a date is the latest one started on or before it (the oldest before any).
 * Amounts are rounded to the cent.
 */
import type { DownPaymentRule } from './down-payment';

export interface PremiumBand {
  /** Highest loan-to-value of the band, in basis points of the price (8500 = 85 %), included. */
  upToBasisPoints: number;
  /** Premium, as a fraction of the loan. */
  rate: number;
}

export interface InsuranceRule {
  id: string;
  /** First day the row applies (ISO date, Canadian time). */
  since: string;
  source: string;
  /** The insured bands, from the lowest loan-to-value; below the first one no insurance is needed. */
  bands: readonly PremiumBand[];
  /** Loans up to this loan-to-value need no insurance (basis points: 8000 = 80 %). */
  insuredAboveBasisPoints: number;
  /** Added to the premium rate when the amortization is longer than `surchargeAboveYears`. */
  longAmortizationSurcharge: number;
  surchargeAboveYears: number;
  surchargeSource: string;
  /** Québec's tax on insurance premiums, as a fraction of the premium, paid at closing. */
  provincialTax: number;
  provincialTaxSource: string;
}

const SURCHARGE_SOURCE =
  'CMHC, “Mortgage Loan Insurance: premiums”: +0.20 % on the premium rate for an amortization over ' +
  '25 years, as applied to the 30-year insured loans allowed from 1 August 2024 (first-time buyers of ' +
  'new builds) and 15 December 2024 (all first-time buyers, all new builds).';

const TAX_SOURCE =
  'Revenu Québec, tax on insurance premiums: 9 % of a mortgage insurance premium, paid by the borrower ' +
  'when the loan is advanced (at the notary’s); it cannot be added to the loan. 9 % on both dates of ' +
  'this table.';

/** Both rows' insured bands: loan-to-value up to 85 %, 90 % and 95 %, each with its premium rate. */
function bands(upTo85: number, upTo90: number, upTo95: number): readonly PremiumBand[] {
  return [
    { upToBasisPoints: 8500, rate: upTo85 },
    { upToBasisPoints: 9000, rate: upTo90 },
    { upToBasisPoints: 9500, rate: upTo95 },
  ];
}

/** What both rows of the table hold alike; the premium bands are what differs between them. */
const TERMS_OF_BOTH_DATES = {
  insuredAboveBasisPoints: 8000,
  longAmortizationSurcharge: 0.002,
  surchargeAboveYears: 25,
  surchargeSource: SURCHARGE_SOURCE,
  provincialTax: 0.09,
  provincialTaxSource: TAX_SOURCE,
} as const;

export const INSURANCE_RULES: readonly InsuranceRule[] = [
  {
    id: 'cmhc-2017-03-17',
    since: '2017-03-17',
    source:
      'CMHC, premium increase announced 19 January 2017, in force 17 March 2017 (same rates at Sagen ' +
      'and Canada Guaranty): loan-to-value 80.01–85 % 2.80 %, 85.01–90 % 3.10 %, 90.01–95 % 4.00 % ' +
      '(up to 65 % 0.60 %, 65.01–75 % 1.70 %, 75.01–80 % 2.40 %, for insurance a lender chooses).',
    bands: bands(0.028, 0.031, 0.04),
    ...TERMS_OF_BOTH_DATES,
  },
  {
    id: 'cmhc-2015-06-01',
    since: '2015-06-01',
    source:
      'CMHC, premiums in force 1 June 2015 to 16 March 2017: loan-to-value 80.01–85 % 1.80 %, ' +
      '85.01–90 % 2.40 %, 90.01–95 % 3.60 %.',
    bands: bands(0.018, 0.024, 0.036),
    ...TERMS_OF_BOTH_DATES,
  },
];

/** The row of the premium table in force on an ISO date (YYYY-MM-DD); the oldest before any. */
export function insuranceRuleInForce(day: string): InsuranceRule {
  const sorted = [...INSURANCE_RULES].sort((a, b) => b.since.localeCompare(a.since));
  return sorted.find((rule) => rule.since <= day) ?? sorted.at(-1)!;
}

/** Why a loan carries no premium, or that it does. */
export type InsuranceCase = 'insured' | 'not-needed' | 'over-cap' | 'commercial' | 'no-loan';

export interface DefaultInsurance {
  case: InsuranceCase;
  /** Price minus down payment. */
  baseLoan: number;
  /** Loan-to-value of the base loan, as a fraction of the price. */
  loanToValue: number;
  /** Premium rate with its surcharge; 0 when not insured. */
  rate: number;
  /** The surcharge part of `rate`. */
  surcharge: number;
  premium: number;
  /** Base loan plus premium: what is borrowed and repaid. */
  insuredLoan: number;
  /** Provincial tax on the premium, paid at closing, not borrowed. */
  provincialTax: number;
  rule: InsuranceRule;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The premium of a loan: residential only, under the price cap, above 80 % of the price. A loan over
 * the last band cannot be insured: the down-payment rule refuses it before it gets here (5 % at
 * least), so the last band's rate is kept rather than inventing one.
 */
export function defaultInsurance(
  price: number,
  downPayment: number,
  years: number,
  use: 'residential' | 'commercial',
  rule: InsuranceRule,
  downPaymentRule: DownPaymentRule,
): DefaultInsurance {
  const p = Math.max(0, price);
  const baseLoan = Math.max(0, p - downPayment);
  const loanToValue = p > 0 ? baseLoan / p : 0;
  const none = (why: InsuranceCase): DefaultInsurance => ({
    case: why,
    baseLoan,
    loanToValue,
    rate: 0,
    surcharge: 0,
    premium: 0,
    insuredLoan: baseLoan,
    provincialTax: 0,
    rule,
  });
  if (baseLoan <= 0) return none('no-loan');
  if (use === 'commercial') return none('commercial');
  // Compared in basis points times the price, so that 95 % of a price is exactly in its band.
  if (baseLoan * 10_000 <= rule.insuredAboveBasisPoints * p) return none('not-needed');
  if (p >= downPaymentRule.wholePriceFrom) return none('over-cap');
  const band = rule.bands.find((b) => baseLoan * 10_000 <= b.upToBasisPoints * p) ?? rule.bands.at(-1)!;
  const surcharge = years > rule.surchargeAboveYears ? rule.longAmortizationSurcharge : 0;
  const rate = Math.round((band.rate + surcharge) * 1e6) / 1e6;
  const premium = cents(baseLoan * rate);
  return {
    case: 'insured',
    baseLoan,
    loanToValue,
    rate,
    surcharge,
    premium,
    insuredLoan: cents(baseLoan + premium),
    provincialTax: cents(premium * rule.provincialTax),
    rule,
  };
}
