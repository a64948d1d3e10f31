import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import {
  MORTGAGE_DEFAULT_AMORTIZATION,
  MORTGAGE_DEFAULT_FREQUENCY,
  MORTGAGE_DEFAULT_RATE,
} from '../../../ui/constants';
import {
  calculatorRules,
  type DownPaymentRule,
  type MortgageInputs,
  minimumDownPayment,
} from '../../../ui/mortgage';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import { BuyerFields } from './BuyerFields';
import type { CalculatorValues } from './calculator-state';
import { type ReadForm, readForm } from './form-inputs';
import styles from './MortgageCalculator.module.css';
import { MortgageResult } from './MortgageResult';
import { PurchaseFields } from './PurchaseFields';
import { RulesLine } from './RulesLine';
import type { mortgageCalculatorFields, mortgageCalculatorParams } from './schema';
import { TermsFields } from './TermsFields';
import { useCalculatorValues } from './useCalculatorValues';

/**
 * The mortgage calculator: price and down payment (shown as a percentage too),
 * property use, rate in percent, amortization and frequency; the minimum down payment of the rule in
 * force (or of the configured one); the result only once Calculate is pressed, or at once for a
 * URL that names a price. With default insurance (the default), a loan over 80 % of the price is
 * repaid with its premium; first-time buyers and new builds may be offered 30 years.
 */
export default function MortgageCalculatorBlock({
  fields,
  params,
  meta,
}: BlockProps<typeof mortgageCalculatorFields, typeof mortgageCalculatorParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const rules = useMemo(
    () => calculatorRules(params.down_payment_rule ?? 'in_force'),
    [params.down_payment_rule],
  );
  const rule = rules.downPayment;
  const insuring = params.include_default_insurance !== false;
  const defaults = useDefaults(params.default_price, rule);
  const [calculated, setCalculated] = useState<MortgageInputs | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const { values, set } = useCalculatorValues(
    `mortgage-calculator-${meta.id}`,
    defaults,
    locale,
    (price, use) => minimumDownPayment(price, use, rule).amount,
    (restored, fromUrl) => {
      const start = readForm(restored, rules);
      if (fromUrl && start.valid) setCalculated(start.inputs);
    },
  );

  const read = readForm(values, rules);
  const { inputs, choices, valid } = read;
  const rateError = useRateError(read.rateProblem);
  const stale = calculated !== null && JSON.stringify(calculated) !== JSON.stringify(inputs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    setCalculated(inputs);
    setFocusKey((key) => key + 1);
  };

  const titled = !!pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={titled}>
      <BlockHead fields={fields} meta={meta} />
      <div className={styles.layout}>
        <form
          className={styles.card}
          data-color-scheme="normal"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={titled ? titleIdOf(meta) : undefined}
          aria-label={titled ? undefined : t`Calculatrice hypothécaire`}
        >
          <PurchaseFields id={id} values={values} set={set} read={read} />
          {values.use === 'residential' && rules.amortization.longFor !== 'nobody' && (
            <BuyerFields id={`${id}-buyer`} rule={rules.amortization} values={values} set={set} />
          )}
          <TermsFields
            id={id}
            values={values}
            set={set}
            rateError={rateError}
            choices={choices}
            years={inputs.amortizationPeriod}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.calculate} disabled={!valid}>
              {t`Calculer`}
            </button>
          </div>
        </form>
        <div className={styles.resultArea}>
          {calculated ? (
            <MortgageResult
              id={`${id}-result`}
              inputs={calculated}
              rules={rules}
              insuring={insuring}
              stale={stale}
              focusKey={focusKey}
            />
          ) : (
            <p className={styles.placeholder}>
              {t`Indiquez le prix et votre mise de fonds, puis appuyez sur Calculer pour voir votre paiement.`}
            </p>
          )}
        </div>
      </div>
      <RulesLine rules={rules} insuring={insuring} />
    </BlockSection>
  );
}

/** The values a first visit starts from: a residential property at the block's price, if it names one, with its minimum down payment. */
function useDefaults(price: number | undefined, rule: DownPaymentRule): CalculatorValues {
  return useMemo<CalculatorValues>(
    () => ({
      use: 'residential',
      price: price ? String(price) : '',
      down: price ? String(Math.ceil(minimumDownPayment(price, 'residential', rule).amount)) : '',
      rate: String(Math.round(MORTGAGE_DEFAULT_RATE * 10000) / 100),
      years: MORTGAGE_DEFAULT_AMORTIZATION,
      frequency: MORTGAGE_DEFAULT_FREQUENCY,
      firstTime: false,
      newBuild: false,
    }),
    [price, rule],
  );
}

/** What the rate field says when the rate typed cannot be used. */
function useRateError(problem: ReadForm['rateProblem']): string | undefined {
  const { t } = useLingui();
  if (problem === 'missing') return t`Entrez un taux d’intérêt.`;
  if (problem === 'negative') return t`Le taux ne peut pas être négatif.`;
  if (problem === 'over') return t`Le taux ne peut pas dépasser 100 %.`;
  return undefined;
}
