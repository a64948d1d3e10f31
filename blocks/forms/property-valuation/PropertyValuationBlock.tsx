import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useRef } from 'react';
import {
  EMPTY_VALUATION_VALUES,
  VALUATION_STEPS,
  ValuationFormValues,
  valuationSubmission,
} from '../../../domain/lead-forms';
import type { BlockProps } from '../../../engine/registry';
import { LeadFormFrame } from '../shared/LeadFormFrame';
import { AddressStep, ContactStep } from '../shared/PersonSteps';
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

/** The property valuation form (spec 2 §4): seven steps after an intro. */
export default function PropertyValuationBlock({
  fields,
  meta,
}: BlockProps<typeof propertyValuationFields, typeof propertyValuationParams>) {
  const { i18n } = useLinguiInstance();
  const cardRef = useRef<HTMLDivElement>(null);
  const lead = useLeadForm<ValuationFormValues>({
    formType: 'property_valuation',
    meta,
    schema: ValuationFormValues,
    empty: EMPTY_VALUATION_VALUES,
    steps: VALUATION_STEPS,
    toSubmission: valuationSubmission,
    target: cardRef,
  });
  const { form, ident } = lead;
  return (
    <LeadFormFrame
      meta={meta}
      fields={fields}
      form={form}
      ident={ident}
      ready={lead.ready}
      municipalities={lead.municipalities}
      hasSiteKey={lead.hasSiteKey}
      stepTitle={(id) => i18n._(STEP_TITLE[id as keyof typeof STEP_TITLE])}
      aliases={ALIASES}
      cardRef={cardRef}
    >
      {form.stepId === 'contact' ? (
        <ContactStep form={form} ident={ident} />
      ) : form.stepId === 'address' ? (
        <AddressStep form={form} ident={ident} />
      ) : (
        <ValuationSteps form={form} ident={ident} municipalities={lead.municipalities.data} />
      )}
    </LeadFormFrame>
  );
}
