import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { MunicipalityOption } from '../../../domain';
import { type AlertFormValues, CURRENT_SITUATIONS, MOVING_DATES } from '../../../domain/lead-forms';
import { PROPERTY_TYPES } from '../../../domain/vocabulary';
import { ChoiceGroup, COUNT_MASK, MaskedField, SelectField } from '../../../ui/form-fields';
import { type MultiStepFormState, useFieldBinder, useFieldProps } from '../../../ui/multi-step-form';
import styles from '../shared/LeadForm.module.css';
import { MOVING_DATE_LABEL, optionsOf, PROPERTY_TYPE_LABEL, SITUATION_LABEL } from '../shared/lead-messages';
import { BudgetRange } from './BudgetRange';
import { MunicipalityPicker } from './MunicipalityPicker';

interface Props {
  form: MultiStepFormState<AlertFormValues>;
  ident: string;
  municipalities: readonly MunicipalityOption[] | null;
}

/** Steps 1 to 4 of the alert form: municipalities, move, budget, property. */
export function AlertSteps({ form, ident, municipalities }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const bind = useFieldBinder(form, ident);
  const field = useFieldProps(form, ident);
  const { values, set } = form;
  switch (form.stepId) {
    case 'municipalities': {
      const { id, error } = bind('municipalities');
      return (
        <MunicipalityPicker
          id={id}
          options={municipalities}
          value={values.municipalities}
          onChange={(codes) => set('municipalities', codes)}
          error={error}
          disabled={form.locked}
        />
      );
    }
    case 'moving':
      return (
        <>
          <ChoiceGroup
            {...field.value('moving_date')}
            legend={t`Quand souhaitez-vous déménager ?`}
            required
            columns
            options={optionsOf(i18n, MOVING_DATE_LABEL, MOVING_DATES)}
          />
          <ChoiceGroup
            {...field.value('current_situation')}
            legend={t`Quelle est votre situation actuelle ?`}
            required
            columns
            options={optionsOf(i18n, SITUATION_LABEL, CURRENT_SITUATIONS)}
          />
        </>
      );
    case 'budget':
      return (
        <BudgetRange
          id={bind('budget_min').id}
          min={values.budget_min}
          max={values.budget_max}
          onChange={({ min, max }) => form.update({ budget_min: min, budget_max: max })}
        />
      );
    case 'property':
      return (
        <>
          <SelectField
            {...field.input('property_type')}
            label={t`Type de propriété`}
            placeholder={t`Tous les types`}
            options={optionsOf(i18n, PROPERTY_TYPE_LABEL, PROPERTY_TYPES)}
          />
          <div className={styles.row}>
            <MaskedField
              {...field.value('bedrooms')}
              label={t`Chambres`}
              hint={t`Nombre minimum`}
              required
              mask={COUNT_MASK}
              inputMode="numeric"
              autoComplete="off"
            />
            <MaskedField
              {...field.value('bathrooms')}
              label={t`Salles de bain`}
              hint={t`Nombre minimum`}
              required
              mask={COUNT_MASK}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </>
      );
    default:
      return null;
  }
}
