/**
 * What the calculator needs (spec 2 §3 mortgage inputs, the rate as a fraction), as a schema that
 * gives its type. Only its type is read (payment.ts): the calculator's page loads no TypeBox.
 */
import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from '../../engine/schemas/helpers';
import { MORTGAGE_AMORTIZATION_CHOICES, MORTGAGE_PAYMENT_FREQUENCIES } from '../constants';
import { LONG_AMORTIZATION_YEARS } from './amortization';

export const MortgageInputs = Type.Object({
  propertyType: StringEnum(['residential', 'commercial'] as const),
  price: Type.Number({ minimum: 0 }),
  downPayment: Type.Number({ minimum: 0 }),
  interestRate: Type.Number({ minimum: 0, maximum: 1 }),
  amortizationPeriod: Type.Union(
    [...MORTGAGE_AMORTIZATION_CHOICES, LONG_AMORTIZATION_YEARS].map((years) => Type.Literal(years)),
  ),
  paymentFrequency: StringEnum(MORTGAGE_PAYMENT_FREQUENCIES),
});
export type MortgageInputs = Static<typeof MortgageInputs>;
