import { useLingui } from '@lingui/react/macro';
import { FieldHint, hintIdOf } from '../../../ui/form-fields';
import fieldStyles from '../../../ui/form-fields/fields.module.css';
import type { AmortizationRule } from '../../../ui/mortgage';
import type { CalculatorValuesState } from './useCalculatorValues';

/**
 * What the buyer says of themselves and of the property, when the rule in force offers 30 years to
 * some buyers: two checkboxes, with the rule said in the legend's hint.
 */
export function BuyerFields({
  id,
  rule,
  values,
  set,
}: {
  id: string;
  rule: AmortizationRule;
  values: CalculatorValuesState['values'];
  set: CalculatorValuesState['set'];
}) {
  const { t } = useLingui();
  const hint =
    rule.longFor === 'first-time-or-new-build'
      ? t`Un premier achat ou une construction neuve donne droit à un amortissement de 30 ans (prime d’assurance majorée de 0,20 % si le prêt est assuré).`
      : t`Un premier achat d’une construction neuve donne droit à un amortissement de 30 ans (prime d’assurance majorée de 0,20 % si le prêt est assuré).`;
  return (
    <fieldset id={id} className={fieldStyles.group} aria-describedby={hintIdOf(id)}>
      <legend className={fieldStyles.legend}>{t`Votre achat`}</legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className={fieldStyles.choices}>
        <label className={fieldStyles.choice}>
          <input
            type="checkbox"
            checked={values.firstTime}
            onChange={(e) => set('firstTime', e.target.checked)}
          />
          {t`Premier achat d’une propriété`}
        </label>
        <label className={fieldStyles.choice}>
          <input
            type="checkbox"
            checked={values.newBuild}
            onChange={(e) => set('newBuild', e.target.checked)}
          />
          {t`Construction neuve`}
        </label>
      </div>
    </fieldset>
  );
}
