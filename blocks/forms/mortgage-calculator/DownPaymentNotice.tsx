import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../stores/locale';
import { formatCurrency } from '../../../ui/format';
import type { MinimumDownPayment } from '../../../ui/mortgage';
import styles from './MortgageCalculator.module.css';

/** Amounts in CAD by locale: whole dollars, cents only when there are some. */
export function useMoney() {
  const locale = useLocale();
  return (amount: number) =>
    formatCurrency(amount, locale, { decimals: Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2 });
}

export interface DownPaymentNoticeProps {
  id: string;
  price: number;
  downPayment: number;
  minimum: MinimumDownPayment;
  tooHigh: boolean;
  belowMinimum: boolean;
}

/**
 * Why Calculate is disabled: a down payment below the minimum, with the amounts and
 * the case of the rule that sets it; or a down payment above the price ('Down payment too high').
 */
export function DownPaymentNotice({
  id,
  price,
  downPayment,
  minimum,
  tooHigh,
  belowMinimum,
}: DownPaymentNoticeProps) {
  const { t } = useLingui();
  const money = useMoney();
  if (tooHigh) {
    const priceText = money(price);
    return (
      <div id={id} className={styles.danger}>
        <p className={styles.dangerTitle}>{t`Mise de fonds trop élevée`}</p>
        <p>{t`La mise de fonds ne peut pas dépasser le prix de la propriété (${priceText}).`}</p>
      </div>
    );
  }
  if (!belowMinimum) return null;
  const least = money(minimum.amount);
  const given = money(downPayment);
  const tier = money(minimum.rule.firstTierLimit);
  const cap = money(minimum.rule.wholePriceFrom);
  const why =
    minimum.case === 'commercial'
      ? t`Pour une propriété commerciale, la mise de fonds minimale est de 35 % du prix, soit ${least}.`
      : minimum.case === 'whole'
        ? t`À partir d’un prix de ${cap}, la mise de fonds minimale est de 20 % du prix, soit ${least}.`
        : minimum.case === 'tiered'
          ? t`La mise de fonds minimale est de 5 % des premiers ${tier} et de 10 % du reste du prix, soit ${least}.`
          : t`La mise de fonds minimale est de 5 % du prix, soit ${least}.`;
  return (
    <div id={id} className={styles.danger}>
      <p className={styles.dangerTitle}>{t`Mise de fonds insuffisante`}</p>
      <p>
        {why} {t`Votre mise de fonds : ${given}.`}
      </p>
    </div>
  );
}
