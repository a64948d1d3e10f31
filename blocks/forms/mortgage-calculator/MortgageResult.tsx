import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../stores/locale';
import { formatCurrency } from '../../../ui/format';
import type { MortgageInputs, MortgageResult as Result } from '../../../ui/mortgage';
import styles from './MortgageCalculator.module.css';

/** The result of a calculation (spec 2 §4: shown once Calculate is pressed): payment, loan, interest, in CAD. */
export function MortgageResult({
  id,
  inputs,
  result,
  stale,
}: {
  id: string;
  inputs: MortgageInputs;
  result: Result;
  /** The form changed since this calculation. */
  stale: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const cad = (amount: number) => formatCurrency(amount, locale);
  const titleId = `${id}-title`;
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
      <h3 id={titleId} className={styles.resultTitle}>
        {t`Résultat`}
      </h3>
      <dl className={styles.figures}>
        <div className={styles.payment}>
          <dt>{paymentLabel}</dt>
          <dd>{cad(result.payment)}</dd>
        </div>
        <div>
          <dt>{t`Montant du prêt`}</dt>
          <dd>{cad(result.loan)}</dd>
        </div>
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
      {stale && (
        <p
          className={styles.stale}
        >{t`Les données ont changé depuis ce calcul : appuyez sur Calculer pour le mettre à jour.`}</p>
      )}
    </section>
  );
}
