import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { MunicipalityOption } from '../../../domain';
import {
  AREA_UNITS,
  MEASUREMENT_SYSTEMS,
  type ValuationFormValues,
  YES_NO,
} from '../../../domain/lead-forms';
import { PROPERTY_TYPES } from '../../../domain/vocabulary';
import { useLocale } from '../../../stores/locale';
import {
  AREA_MASK,
  ChoiceGroup,
  COUNT_MASK,
  MaskedField,
  SelectField,
  TextAreaField,
  YEAR_MASK,
} from '../../../ui/form-fields';
import { type MultiStepFormState, useFieldBinder } from '../../../ui/multi-step-form';
import styles from '../shared/LeadForm.module.css';
import { MEASUREMENT_LABEL, optionsOf, PROPERTY_TYPE_LABEL, YES_NO_LABEL } from '../shared/lead-messages';

interface Props {
  form: MultiStepFormState<ValuationFormValues>;
  ident: string;
  municipalities: readonly MunicipalityOption[] | null;
}

type CountField = 'bedrooms' | 'bathrooms' | 'parking' | 'garage';

/** Steps 1 to 5 of the valuation form: municipality, property, areas, report, sale. */
export function ValuationSteps({ form, ident, municipalities }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const locale = useLocale();
  const bind = useFieldBinder(form, ident);
  const { values, set } = form;
  const count = (field: CountField, label: string) => (
    <MaskedField
      {...bind(field)}
      label={label}
      required
      mask={COUNT_MASK}
      inputMode="numeric"
      autoComplete="off"
      value={values[field]}
      onChange={(value) => set(field, value)}
    />
  );
  const unit = AREA_UNITS[values.measurement_system][locale];

  switch (form.stepId) {
    case 'municipality':
      return municipalities === null ? (
        <p role="status">{t`Chargement des municipalités…`}</p>
      ) : (
        <SelectField
          {...bind('municipalities')}
          label={t`Municipalité de la propriété`}
          required
          placeholder={t`Choisissez une municipalité`}
          options={[...municipalities]
            .sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr'))
            .map((m) => ({ value: m.MUN_CODE, label: m.DESCRIPTION }))}
          value={values.municipalities}
          onChange={(e) => set('municipalities', e.target.value)}
        />
      );
    case 'property':
      return (
        <>
          <div className={styles.row}>
            <SelectField
              {...bind('property_type')}
              label={t`Type de propriété`}
              required
              placeholder={t`Choisissez un type`}
              options={optionsOf(i18n, PROPERTY_TYPE_LABEL, PROPERTY_TYPES)}
              value={values.property_type}
              onChange={(e) => set('property_type', e.target.value as ValuationFormValues['property_type'])}
            />
            <MaskedField
              {...bind('construction_year')}
              label={t`Année de construction`}
              required
              mask={YEAR_MASK}
              inputMode="numeric"
              autoComplete="off"
              placeholder="1985"
              value={values.construction_year}
              onChange={(value) => set('construction_year', value)}
            />
          </div>
          <div className={styles.row}>
            {count('bedrooms', t`Chambres`)}
            {count('bathrooms', t`Salles de bain`)}
          </div>
          <div className={styles.row}>
            {count('parking', t`Stationnements extérieurs`)}
            {count('garage', t`Garages (stationnement intérieur)`)}
          </div>
        </>
      );
    case 'areas':
      return (
        <>
          <ChoiceGroup
            {...bind('measurement_system')}
            legend={t`Système de mesure`}
            options={optionsOf(i18n, MEASUREMENT_LABEL, MEASUREMENT_SYSTEMS)}
            value={values.measurement_system}
            onChange={(value) =>
              set('measurement_system', value as ValuationFormValues['measurement_system'])
            }
          />
          <div className={styles.row}>
            <MaskedField
              {...bind('livable_surface_area')}
              label={t`Superficie habitable`}
              hint={t`Entrez 0 si vous ne la connaissez pas.`}
              required
              mask={AREA_MASK}
              inputMode="numeric"
              autoComplete="off"
              unit={unit}
              value={values.livable_surface_area}
              onChange={(value) => set('livable_surface_area', value)}
            />
            <MaskedField
              {...bind('lot_surface_area')}
              label={t`Superficie du terrain`}
              hint={t`Entrez 0 si vous ne la connaissez pas.`}
              required
              mask={AREA_MASK}
              inputMode="numeric"
              autoComplete="off"
              unit={unit}
              value={values.lot_surface_area}
              onChange={(value) => set('lot_surface_area', value)}
            />
          </div>
        </>
      );
    case 'report':
      return (
        <>
          <ChoiceGroup
            {...bind('report')}
            legend={t`La propriété a-t-elle été évaluée par un évaluateur agréé au cours des 5 dernières années ?`}
            options={optionsOf(i18n, YES_NO_LABEL, YES_NO)}
            value={values.report}
            onChange={(value) => set('report', value as ValuationFormValues['report'])}
          />
          <ChoiceGroup
            {...bind('report_available')}
            legend={t`Ce rapport d’évaluation est-il disponible ?`}
            options={optionsOf(i18n, YES_NO_LABEL, YES_NO)}
            value={values.report_available}
            onChange={(value) => set('report_available', value as ValuationFormValues['report_available'])}
          />
        </>
      );
    case 'motivation':
      return (
        <>
          <TextAreaField
            {...bind('selling_motivation')}
            label={t`Pourquoi pensez-vous vendre ?`}
            rows={3}
            maxLength={2000}
            value={values.selling_motivation}
            onChange={(e) => set('selling_motivation', e.target.value)}
          />
          <TextAreaField
            {...bind('renovations')}
            label={t`Rénovations et améliorations réalisées`}
            rows={4}
            maxLength={2000}
            value={values.renovations}
            onChange={(e) => set('renovations', e.target.value)}
          />
        </>
      );
    default:
      return null;
  }
}
