import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../stores/locale';
import { formatCurrency, formatPercent } from '../../../ui/format';
import type { DefaultInsurance } from '../../../ui/mortgage';

/**
 * The rows of an insured loan in the result's list: the base loan, the premium with its rate (and
 * the surcharge of a long amortization), the insured loan the payment is on, and the provincial tax
 * on the premium, paid at closing.
 */
export function InsuranceFigures({ insurance }: { insurance: DefaultInsurance }) {
  const { t } = useLingui();
  const locale = useLocale();
  const cad = (amount: number) => formatCurrency(amount, locale);
  const rate = formatPercent(insurance.rate, locale);
  const surcharge = formatPercent(insurance.surcharge, locale);
  const tax = formatPercent(insurance.rule.provincialTax, locale);
  return (
    <>
      <div>
        <dt>{t`Prêt de base`}</dt>
        <dd>{cad(insurance.baseLoan)}</dd>
      </div>
      <div>
        <dt>{t`Prime d’assurance prêt hypothécaire`}</dt>
        <dd>
          {cad(insurance.premium)}{' '}
          <small>
            {insurance.surcharge > 0
              ? t`(${rate} du prêt, dont ${surcharge} pour plus de 25 ans)`
              : t`(${rate} du prêt)`}
          </small>
        </dd>
      </div>
      <div>
        <dt>{t`Prêt assuré`}</dt>
        <dd>{cad(insurance.insuredLoan)}</dd>
      </div>
      <div>
        <dt>{t`Taxe provinciale sur la prime (${tax}), payée à la signature`}</dt>
        <dd>{cad(insurance.provincialTax)}</dd>
      </div>
    </>
  );
}
