import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import {
  MORTGAGE_AMORTIZATION_CHOICES,
  MORTGAGE_DEFAULT_AMORTIZATION,
  MORTGAGE_DEFAULT_FREQUENCY,
  MORTGAGE_DEFAULT_RATE,
  MORTGAGE_PAYMENT_FREQUENCIES,
  MORTGAGE_RATE_PERCENT,
} from '../../../ui/constants';
import { formatLongDate } from '../../../ui/dates';
import { ChoiceGroup, MaskedField, MONEY_MASK, SelectField, TextField } from '../../../ui/form-fields';
import { formatPercent } from '../../../ui/format';
import {
  calculateMortgage,
  downPaymentRule,
  type MortgageInputs,
  minimumDownPayment,
  type PaymentFrequency,
  type PropertyUse,
  ruleInForce,
} from '../../../ui/mortgage';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { SectionHead } from '../../shared/SectionHead';
import { DownPaymentNotice, useMoney } from './DownPaymentNotice';
import styles from './MortgageCalculator.module.css';
import { MortgageResult } from './MortgageResult';
import type { mortgageCalculatorFields, mortgageCalculatorParams } from './schema';

export const FREQUENCY_LABEL = {
  monthly: msg`Mensuelle`,
  'bi-weekly': msg`Aux deux semaines accélérée (mensuel ÷ 2)`,
  weekly: msg`Hebdomadaire accélérée (mensuel ÷ 4)`,
} as const;

/** Spec 2 §5: numeric text with spaces stripped, empty meaning 0. */
const amount = (digits: string) => Number(digits.replace(/\s/g, '') || 0);

/** The rate as typed, in percent; NaN when not a number. */
const percent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The mortgage calculator (spec 2 §3, §4, §5): price and down payment (shown as a percentage too),
 * property use, rate in percent, amortization and frequency; the minimum down payment of the rule in
 * force (or of the configured one); the result only once Calculate is pressed.
 */
export default function MortgageCalculatorBlock({
  fields,
  params,
  meta,
}: BlockProps<typeof mortgageCalculatorFields, typeof mortgageCalculatorParams>) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const locale = useLocale();
  const money = useMoney();
  const id = useId();
  const rule = useMemo(
    () =>
      params.down_payment_rule && params.down_payment_rule !== 'in_force'
        ? downPaymentRule(params.down_payment_rule)
        : ruleInForce(),
    [params.down_payment_rule],
  );
  const [use, setUse] = useState<PropertyUse>('residential');
  const [price, setPrice] = useState(params.default_price ? String(params.default_price) : '');
  const [down, setDown] = useState(() =>
    params.default_price
      ? String(Math.ceil(minimumDownPayment(params.default_price, 'residential', rule).amount))
      : '',
  );
  const [rate, setRate] = useState(String(Math.round(MORTGAGE_DEFAULT_RATE * 10000) / 100));
  const [years, setYears] = useState<MortgageInputs['amortizationPeriod']>(MORTGAGE_DEFAULT_AMORTIZATION);
  const [frequency, setFrequency] = useState<PaymentFrequency>(MORTGAGE_DEFAULT_FREQUENCY);
  const [calculated, setCalculated] = useState<MortgageInputs | null>(null);

  const priceValue = amount(price);
  const downValue = amount(down);
  const rateValue = percent(rate);
  const minimum = minimumDownPayment(priceValue, use, rule);
  const tooHigh = downValue > priceValue;
  const belowMinimum = !tooHigh && downValue < minimum.amount;
  const rateError = Number.isNaN(rateValue)
    ? t`Entrez un taux d’intérêt.`
    : rateValue < MORTGAGE_RATE_PERCENT.min
      ? t`Le taux ne peut pas être négatif.`
      : rateValue > MORTGAGE_RATE_PERCENT.max
        ? t`Le taux ne peut pas dépasser 100 %.`
        : undefined;
  const canCalculate = !tooHigh && !belowMinimum && !rateError;
  const inputs: MortgageInputs = {
    propertyType: use,
    price: priceValue,
    downPayment: downValue,
    interestRate: rateValue / 100,
    amortizationPeriod: years,
    paymentFrequency: frequency,
  };
  const stale = calculated !== null && JSON.stringify(calculated) !== JSON.stringify(inputs);
  const noticeId = `${id}-notice`;
  const share = priceValue > 0 ? formatPercent(downValue / priceValue, locale) : '';
  const least = money(minimum.amount);
  // Noon UTC is the same calendar day in Québec.
  const since = formatLongDate(`${rule.since}T12:00:00Z`, locale);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canCalculate) setCalculated(inputs);
  };

  const titled = !!pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={titled}>
      <SectionHead
        titleId={titleIdOf(meta)}
        superTitle={fields.super_title}
        title={fields.main_title}
        description={fields.description}
      />
      <div className={styles.layout}>
        <form
          className={styles.card}
          data-color-scheme="normal"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={titled ? titleIdOf(meta) : undefined}
          aria-label={titled ? undefined : t`Calculatrice hypothécaire`}
        >
          <ChoiceGroup
            id={`${id}-use`}
            name={`${id}-use`}
            legend={t`Type de propriété`}
            options={[
              { value: 'residential', label: t`Résidentielle` },
              { value: 'commercial', label: t`Commerciale` },
            ]}
            value={use}
            onChange={(value) => setUse(value as PropertyUse)}
          />
          <div className={styles.row}>
            <MaskedField
              id={`${id}-price`}
              label={t`Prix de la propriété`}
              mask={MONEY_MASK}
              unmask
              inputMode="numeric"
              autoComplete="off"
              unit="$"
              value={price}
              onChange={setPrice}
            />
            <MaskedField
              id={`${id}-down`}
              label={t`Mise de fonds`}
              hint={priceValue > 0 ? t`${share} du prix · minimum ${least}` : undefined}
              mask={MONEY_MASK}
              unmask
              inputMode="numeric"
              autoComplete="off"
              unit="$"
              invalid={belowMinimum || tooHigh}
              describedBy={belowMinimum || tooHigh ? noticeId : undefined}
              value={down}
              onChange={setDown}
            />
          </div>
          <div aria-live="polite">
            <DownPaymentNotice
              id={noticeId}
              price={priceValue}
              downPayment={downValue}
              minimum={minimum}
              tooHigh={tooHigh}
              belowMinimum={belowMinimum}
            />
          </div>
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
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
            <SelectField
              id={`${id}-years`}
              label={t`Période d’amortissement`}
              options={MORTGAGE_AMORTIZATION_CHOICES.map((choice) => ({
                value: String(choice),
                label: t`${choice} ans`,
              }))}
              value={String(years)}
              onChange={(e) => setYears(Number(e.target.value) as MortgageInputs['amortizationPeriod'])}
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
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as PaymentFrequency)}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.calculate} disabled={!canCalculate}>
              {t`Calculer`}
            </button>
          </div>
        </form>
        <div className={styles.resultArea} aria-live="polite">
          {calculated ? (
            <MortgageResult
              id={`${id}-result`}
              inputs={calculated}
              result={calculateMortgage(calculated)}
              stale={stale}
            />
          ) : (
            <p className={styles.placeholder}>
              {t`Indiquez le prix et votre mise de fonds, puis appuyez sur Calculer pour voir votre paiement.`}
            </p>
          )}
        </div>
      </div>
      <p className={styles.rule}>{t`Mise de fonds minimale selon la règle en vigueur depuis le ${since}.`}</p>
    </BlockSection>
  );
}
