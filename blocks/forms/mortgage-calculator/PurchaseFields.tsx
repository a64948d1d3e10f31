import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../stores/locale';
import { ChoiceGroup, MaskedField, MONEY_MASK } from '../../../ui/form-fields';
import { formatPercent } from '../../../ui/format';
import type { PropertyUse } from '../../../ui/mortgage';
import type { CalculatorValues } from './calculator-state';
import { DownPaymentNotice, useMoney } from './DownPaymentNotice';
import type { ReadForm } from './form-inputs';
import styles from './MortgageCalculator.module.css';
import type { CalculatorValuesState } from './useCalculatorValues';

/**
 * What is bought: the property's use, its price and the down payment, the latter with its share of
 * the price and the minimum under its hint, and the notice when it is below that minimum or above
 * the price.
 */
export function PurchaseFields({
  id,
  values,
  set,
  read,
}: {
  id: string;
  values: CalculatorValues;
  set: CalculatorValuesState['set'];
  read: Pick<ReadForm, 'inputs' | 'minimum' | 'tooHigh' | 'belowMinimum'>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = useMoney();
  const { inputs, minimum, tooHigh, belowMinimum } = read;
  const noticeId = `${id}-notice`;
  const share = inputs.price > 0 ? formatPercent(inputs.downPayment / inputs.price, locale) : '';
  const least = money(minimum.amount);
  return (
    <>
      <ChoiceGroup
        id={`${id}-use`}
        name={`${id}-use`}
        legend={t`Type de propriété`}
        options={[
          { value: 'residential', label: t`Résidentielle` },
          { value: 'commercial', label: t`Commerciale` },
        ]}
        value={values.use}
        onChange={(value) => set('use', value as PropertyUse)}
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
          value={values.price}
          onChange={(value) => set('price', value)}
        />
        <MaskedField
          id={`${id}-down`}
          label={t`Mise de fonds`}
          hint={inputs.price > 0 ? t`${share} du prix · minimum ${least}` : undefined}
          mask={MONEY_MASK}
          unmask
          inputMode="numeric"
          autoComplete="off"
          unit="$"
          invalid={belowMinimum || tooHigh}
          describedBy={belowMinimum || tooHigh ? noticeId : undefined}
          value={values.down}
          onChange={(value) => set('down', value)}
        />
      </div>
      <div aria-live="polite">
        <DownPaymentNotice
          id={noticeId}
          price={inputs.price}
          downPayment={inputs.downPayment}
          minimum={minimum}
          tooHigh={tooHigh}
          belowMinimum={belowMinimum}
        />
      </div>
    </>
  );
}
