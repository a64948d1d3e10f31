import { msg } from '@lingui/core/macro';
import {
  EMPTY_VALUATION_VALUES,
  type ValuationFormValues,
  valuationSubmission,
} from '../../../domain/lead-forms';
import type { BlockProps } from '../../../engine/registry';
import { LeadFormFrame } from '../shared/LeadFormFrame';
import { useLeadForm } from '../shared/useLeadForm';
import type { propertyValuationFields, propertyValuationParams } from './schema';
import { ValuationSteps } from './ValuationSteps';

const STEP_TITLE = {
  municipality: msg`Où se trouve votre propriété ?`,
  property: msg`Votre propriété`,
  areas: msg`Ses superficies`,
  report: msg`Rapport d’évaluation`,
  motivation: msg`Votre projet de vente`,
  contact: msg`Vos coordonnées`,
  address: msg`Votre adresse`,
} as const;

/** The valuation form names one municipality: its error list says so. */
const ALIASES = { municipalities: 'municipality' };

/** The property valuation form: seven steps after an intro. */
export default function PropertyValuationBlock({
  fields,
  meta,
}: BlockProps<typeof propertyValuationFields, typeof propertyValuationParams>) {
  const lead = useLeadForm<ValuationFormValues>({
    formType: 'property_valuation',
    meta,
    empty: EMPTY_VALUATION_VALUES,
    toSubmission: valuationSubmission,
  });
  const { form, ident } = lead;
  return (
    <LeadFormFrame meta={meta} fields={fields} lead={lead} stepTitles={STEP_TITLE} aliases={ALIASES}>
      <ValuationSteps form={form} ident={ident} municipalities={lead.municipalities.data} />
    </LeadFormFrame>
  );
}
