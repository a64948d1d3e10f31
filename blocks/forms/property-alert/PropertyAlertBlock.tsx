import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useRef } from 'react';
import {
  ALERT_STEPS,
  AlertFormValues,
  alertSubmission,
  EMPTY_ALERT_VALUES,
} from '../../../domain/lead-forms';
import type { BlockProps } from '../../../engine/registry';
import { useSearchFilters } from '../../../stores/search-filters';
import { LeadFormFrame } from '../shared/LeadFormFrame';
import { AddressStep, ContactStep } from '../shared/PersonSteps';
import { useLeadForm } from '../shared/useLeadForm';
import { AlertSteps } from './AlertSteps';
import { prefillFromSearch } from './prefill';
import type { propertyAlertFields, propertyAlertParams } from './schema';

const STEP_TITLE = {
  municipalities: msg`Dans quelles municipalités cherchez-vous ?`,
  moving: msg`Votre déménagement`,
  budget: msg`Votre budget`,
  property: msg`La propriété recherchée`,
  contact: msg`Vos coordonnées`,
  address: msg`Votre adresse`,
} as const;

async function searchFilters() {
  try {
    await useSearchFilters.persist.rehydrate();
  } catch {
    // unreadable storage: no prefill
  }
  return useSearchFilters.getState().filters;
}

/**
 * The property alert form (spec 2 §4): six steps after an intro; opened after a property search, it
 * starts with that search's municipalities, budget, type, bedrooms and bathrooms.
 */
export default function PropertyAlertBlock({
  fields,
  meta,
}: BlockProps<typeof propertyAlertFields, typeof propertyAlertParams>) {
  const { i18n } = useLinguiInstance();
  const cardRef = useRef<HTMLDivElement>(null);
  const lead = useLeadForm<AlertFormValues>({
    formType: 'property_alert',
    meta,
    schema: AlertFormValues,
    empty: EMPTY_ALERT_VALUES,
    steps: ALERT_STEPS,
    toSubmission: alertSubmission,
    prefill: async (values, fromDraft) =>
      fromDraft ? values : prefillFromSearch(values, await searchFilters()),
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
      cardRef={cardRef}
    >
      {form.stepId === 'contact' ? (
        <ContactStep form={form} ident={ident} />
      ) : form.stepId === 'address' ? (
        <AddressStep form={form} ident={ident} />
      ) : (
        <AlertSteps form={form} ident={ident} municipalities={lead.municipalities.data} />
      )}
    </LeadFormFrame>
  );
}
