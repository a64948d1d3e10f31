import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../../stores/locale';
import { formatCurrency } from '../../../ui/format';
import {
  amortize,
  calculateMortgage,
  defaultInsurance,
  type MortgageInputs,
  type RulesInForce,
} from '../../../ui/mortgage';
import { InsuranceFigures } from './InsuranceFigures';
import styles from './MortgageCalculator.module.css';
import { Schedule } from './Schedule';

/**
 * The result of a calculation (spec 2 §4: shown once Calculate is pressed): payment, loan, interest,
 * in CAD; with default insurance, the base loan, the premium and the insured loan the payment is on;
 * the yearly schedule. Each Calculate moves the focus to its heading (`focusKey` changes), so that
 * it is read once; the note of an out-of-date result is announced when it appears.
 */
export function MortgageResult({
  id,
  inputs,
  rules,
  insuring,
  stale,
  focusKey,
}: {
  id: string;
  inputs: MortgageInputs;
  rules: RulesInForce;
  /** Default insurance is applied (the block's `include_default_insurance`). */
  insuring: boolean;
  /** The form changed since this calculation. */
  stale: boolean;
  /** Changes at each Calculate pressed; 0 for a result shown without one (a shared URL). */
  focusKey: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const cad = (amount: number) => formatCurrency(amount, locale);
  const titleId = `${id}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);
  const insurance = insuring
    ? defaultInsurance(
        inputs.price,
        inputs.downPayment,
        inputs.amortizationPeriod,
        inputs.propertyType,
        rules.insurance,
        rules.downPayment,
      )
    : null;
  const insured = insurance?.case === 'insured' ? insurance : null;
  // The loan repaid: the insured loan when there is a premium, else exactly the spec's loan.
  const result = insured
    ? amortize(insured.insuredLoan, inputs.interestRate, inputs.amortizationPeriod, inputs.paymentFrequency)
    : calculateMortgage(inputs);
  const frequency = inputs.paymentFrequency;
  const paymentLabel =
    frequency === 'weekly'
      ? t`Paiement hebdomadaire accéléré`
      : frequency === 'bi-weekly'
        ? t`Paiement aux deux semaines accéléré`
        : t`Paiement mensuel`;
  const years = Math.floor(result.months / 12);
  const months = result.months % 12;
  return (
    <section id={id} className={styles.result} aria-labelledby={titleId} data-stale={stale || undefined}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {t`Résultat`}
      </h3>
      <dl className={styles.figures}>
        <div className={styles.payment}>
          <dt>{paymentLabel}</dt>
          <dd>{cad(result.payment)}</dd>
        </div>
        {insured ? (
          <InsuranceFigures insurance={insured} />
        ) : (
          <div>
            <dt>{t`Montant du prêt`}</dt>
            <dd>{cad(result.loan)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Intérêts totaux`}</dt>
          <dd>{cad(result.totalInterest)}</dd>
        </div>
        {frequency !== 'monthly' && result.payments > 0 && (
          <div>
            <dt>{t`Remboursé en`}</dt>
            <dd>
              {months === 0 ? (
                <Plural value={years} one="# an" other="# ans" />
              ) : (
                <Trans>
                  <Plural value={years} one="# an" other="# ans" /> et{' '}
                  <Plural value={months} one="# mois" other="# mois" />
                </Trans>
              )}
            </dd>
          </div>
        )}
      </dl>
      {frequency !== 'monthly' && (
        <p className={styles.note}>
          {frequency === 'weekly'
            ? t`Convention accélérée : le paiement mensuel divisé par 4, versé chaque semaine.`
            : t`Convention accélérée : le paiement mensuel divisé par 2, versé toutes les deux semaines.`}
        </p>
      )}
      {insured && (
        <p className={styles.note}>
          {t`La taxe sur la prime se paie à la signature chez le notaire ; elle ne s’ajoute pas au prêt.`}
        </p>
      )}
      {insurance?.case === 'not-needed' && (
        <p
          className={styles.note}
        >{t`Mise de fonds de 20 % ou plus : aucune assurance prêt hypothécaire requise.`}</p>
      )}
      <div role="status">
        {stale && (
          <p
            className={styles.stale}
          >{t`Les données ont changé depuis ce calcul : appuyez sur Calculer pour le mettre à jour.`}</p>
        )}
      </div>
      {result.payments > 0 && (
        <Schedule
          id={`${id}-schedule`}
          result={result}
          interestRate={inputs.interestRate}
          frequency={frequency}
        />
      )}
    </section>
  );
}
