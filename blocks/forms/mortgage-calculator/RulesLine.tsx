import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../stores/locale';
import { formatLongDate } from '../../../ui/dates';
import { formatPercent } from '../../../ui/format';
import type { RulesInForce } from '../../../ui/mortgage';
import styles from './MortgageCalculator.module.css';

/** The rules the calculator applies, each with the date it took effect, under the calculator. */
export function RulesLine({ rules, insuring }: { rules: RulesInForce; insuring: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  // Noon UTC is the same calendar day in Québec.
  const date = (day: string) => formatLongDate(`${day}T12:00:00Z`, locale);
  const since = date(rules.downPayment.since);
  const premiums = date(rules.insurance.since);
  const long = date(rules.amortization.since);
  const { bands, provincialTax } = rules.insurance;
  const low = formatPercent(bands[0]?.rate ?? 0, locale);
  const high = formatPercent(bands.at(-1)?.rate ?? 0, locale);
  const tax = formatPercent(provincialTax, locale);
  return (
    <div className={styles.rule}>
      <p>{t`Mise de fonds minimale selon la règle en vigueur depuis le ${since}.`}</p>
      {insuring && (
        <p>
          {t`Assurance prêt hypothécaire : primes de la SCHL en vigueur depuis le ${premiums} (de ${low} à ${high} du prêt quand il dépasse 80 % de la valeur), taxe provinciale de ${tax} sur la prime, payée à la signature.`}
        </p>
      )}
      {rules.amortization.longFor !== 'nobody' && (
        <p>{t`Amortissement de 30 ans selon la règle en vigueur depuis le ${long}.`}</p>
      )}
    </div>
  );
}
