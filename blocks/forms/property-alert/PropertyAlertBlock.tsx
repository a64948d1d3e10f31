import { msg } from '@lingui/core/macro';
import { type AlertFormValues, alertSubmission, EMPTY_ALERT_VALUES } from '../../../domain/lead-forms';
import type { BlockProps } from '../../../engine/registry';
import { readStoredFilters } from '../../../stores/search-filters';
import { LeadFormFrame } from '../shared/LeadFormFrame';
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

/**
 * The property alert form (spec 2 §4): six steps after an intro; opened after a property search, it
 * starts with that search's municipalities, budget, type, bedrooms and bathrooms.
 */
export default function PropertyAlertBlock({
  fields,
  meta,
}: BlockProps<typeof propertyAlertFields, typeof propertyAlertParams>) {
  const lead = useLeadForm<AlertFormValues>({
    formType: 'property_alert',
    meta,
    empty: EMPTY_ALERT_VALUES,
    toSubmission: alertSubmission,
    prefill: async (values, fromDraft) =>
      fromDraft ? values : prefillFromSearch(values, readStoredFilters()),
  });
  const { form, ident } = lead;
  return (
    <LeadFormFrame meta={meta} fields={fields} lead={lead} stepTitles={STEP_TITLE}>
      <AlertSteps form={form} ident={ident} municipalities={lead.municipalities.data} />
    </LeadFormFrame>
  );
}
