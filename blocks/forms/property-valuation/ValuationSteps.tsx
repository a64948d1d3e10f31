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
import { type MultiStepFormState, useFieldProps } from '../../../ui/multi-step-form';
import styles from '../shared/LeadForm.module.css';
import { MEASUREMENT_LABEL, optionsOf, PROPERTY_TYPE_LABEL, YES_NO_LABEL } from '../shared/lead-messages';

interface Props {
  form: MultiStepFormState<ValuationFormValues>;
  ident: string;
  municipalities: readonly MunicipalityOption[] | null;
}

type Fields = ReturnType<typeof useFieldProps<ValuationFormValues>>;

/** Steps 1 to 5 of the valuation form: municipality, property, areas, report, sale. */
export function ValuationSteps({ form, ident, municipalities }: Props) {
  const field = useFieldProps(form, ident);
  switch (form.stepId) {
    case 'municipality':
      return <MunicipalityStep field={field} municipalities={municipalities} />;
    case 'property':
      return <PropertyStep field={field} />;
    case 'areas':
      return <AreasStep field={field} system={form.values.measurement_system} />;
    case 'report':
      return <ReportStep field={field} />;
    case 'motivation':
      return <MotivationStep field={field} />;
    default:
      return null;
  }
}

function MunicipalityStep({
  field,
  municipalities,
}: {
  field: Fields;
  municipalities: readonly MunicipalityOption[] | null;
}) {
  const { t } = useLingui();
  if (municipalities === null) return <p role="status">{t`Chargement des municipalités…`}</p>;
  return (
    <SelectField
      {...field.input('municipalities')}
      label={t`Municipalité de la propriété`}
      required
      placeholder={t`Choisissez une municipalité`}
      options={[...municipalities]
        .sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr'))
        .map((m) => ({ value: m.MUN_CODE, label: m.DESCRIPTION }))}
    />
  );
}

type CountField = 'bedrooms' | 'bathrooms' | 'parking' | 'garage';

function PropertyStep({ field }: { field: Fields }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const count = (name: CountField, label: string) => (
    <MaskedField
      {...field.value(name)}
      label={label}
      required
      mask={COUNT_MASK}
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <>
      <div className={styles.row}>
        <SelectField
          {...field.input('property_type')}
          label={t`Type de propriété`}
          required
          placeholder={t`Choisissez un type`}
          options={optionsOf(i18n, PROPERTY_TYPE_LABEL, PROPERTY_TYPES)}
        />
        <MaskedField
          {...field.value('construction_year')}
          label={t`Année de construction`}
          required
          mask={YEAR_MASK}
          inputMode="numeric"
          autoComplete="off"
          placeholder="1985"
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
}

function AreasStep({ field, system }: { field: Fields; system: ValuationFormValues['measurement_system'] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const locale = useLocale();
  const unit = AREA_UNITS[system][locale];
  const area = (name: 'livable_surface_area' | 'lot_surface_area', label: string) => (
    <MaskedField
      {...field.value(name)}
      label={label}
      hint={t`Entrez 0 si vous ne la connaissez pas.`}
      required
      mask={AREA_MASK}
      inputMode="numeric"
      autoComplete="off"
      unit={unit}
    />
  );
  return (
    <>
      <ChoiceGroup
        {...field.value('measurement_system')}
        legend={t`Système de mesure`}
        options={optionsOf(i18n, MEASUREMENT_LABEL, MEASUREMENT_SYSTEMS)}
      />
      <div className={styles.row}>
        {area('livable_surface_area', t`Superficie habitable`)}
        {area('lot_surface_area', t`Superficie du terrain`)}
      </div>
    </>
  );
}

function ReportStep({ field }: { field: Fields }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  return (
    <>
      <ChoiceGroup
        {...field.value('report')}
        legend={t`La propriété a-t-elle été évaluée par un évaluateur agréé au cours des 5 dernières années ?`}
        options={optionsOf(i18n, YES_NO_LABEL, YES_NO)}
      />
      <ChoiceGroup
        {...field.value('report_available')}
        legend={t`Ce rapport d’évaluation est-il disponible ?`}
        options={optionsOf(i18n, YES_NO_LABEL, YES_NO)}
      />
    </>
  );
}

function MotivationStep({ field }: { field: Fields }) {
  const { t } = useLingui();
  return (
    <>
      <TextAreaField
        {...field.input('selling_motivation')}
        label={t`Pourquoi pensez-vous vendre ?`}
        rows={3}
        maxLength={2000}
      />
      <TextAreaField
        {...field.input('renovations')}
        label={t`Rénovations et améliorations réalisées`}
        rows={4}
        maxLength={2000}
      />
    </>
  );
}
