import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MORTGAGE_PAYMENT_FREQUENCIES, MORTGAGE_RATE_PERCENT } from '../../../ui/constants';
import { SelectField, TextField } from '../../../ui/form-fields';
import type { AmortizationYears, PaymentFrequency } from '../../../ui/mortgage';
import styles from './MortgageCalculator.module.css';
import type { CalculatorValuesState } from './useCalculatorValues';

export const FREQUENCY_LABEL = {
  monthly: msg`Mensuelle`,
  'bi-weekly': msg`Aux deux semaines accélérée (mensuel ÷ 2)`,
  weekly: msg`Hebdomadaire accélérée (mensuel ÷ 4)`,
} as const;

/** The loan's terms: the rate in percent, the amortizations this buyer may choose, the frequency. */
export function TermsFields({
  id,
  values,
  set,
  rateError,
  choices,
  years,
}: CalculatorValuesState & {
  id: string;
  rateError: string | undefined;
  choices: readonly AmortizationYears[];
  /** The amortization applied: the one chosen, or 25 years when it is no longer offered. */
  years: number;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  return (
    <>
      <div className={styles.row}>
        <TextField
          id={`${id}-rate`}
          label={t`Taux d’intérêt annuel`}
          type="number"
          inputMode="decimal"
          min={MORTGAGE_RATE_PERCENT.min}
          max={MORTGAGE_RATE_PERCENT.max}
          step={MORTGAGE_RATE_PERCENT.step}
          unit="%"
          error={rateError}
          value={values.rate}
          onChange={(e) => set('rate', e.target.value)}
        />
        <SelectField
          id={`${id}-years`}
          label={t`Période d’amortissement`}
          options={choices.map((choice) => ({ value: String(choice), label: t`${choice} ans` }))}
          value={String(years)}
          onChange={(e) => set('years', Number(e.target.value) as AmortizationYears)}
        />
      </div>
      <SelectField
        id={`${id}-frequency`}
        label={t`Fréquence des paiements`}
        hint={t`Accéléré : le paiement mensuel divisé par 2 ou par 4, pour rembourser plus vite.`}
        options={MORTGAGE_PAYMENT_FREQUENCIES.map((value) => ({
          value,
          label: i18n._(FREQUENCY_LABEL[value]),
        }))}
        value={values.frequency}
        onChange={(e) => set('frequency', e.target.value as PaymentFrequency)}
      />
    </>
  );
}
