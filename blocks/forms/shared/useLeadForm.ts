/**
 * What the alert and valuation blocks share around the multi-step engine: municipalities and the
 * captcha site key before starting, contact info shared with every form of the site (prefilled,
 * kept as typed), the captcha then the multipart `POST /contact`, and the backend's field errors.
 */
import { useMemo, useRef } from 'react';
import type { ApiError } from '../../../api/errors';
import type { MunicipalityOption } from '../../../domain';
import { LEAD_FORM_CHECKS } from '../../../domain/lead-form-checks.generated';
import {
  FORM_FIELD_OF,
  type LeadFormType,
  SUBMIT_NEEDS,
  type SubmissionContext,
  toFormData,
} from '../../../domain/lead-forms';
import type { BlockMeta } from '../../../engine/registry';
import { getCaptchaToken } from '../../../stores/captcha';
import { useContactInfo } from '../../../stores/contact-info';
import { useCoreClient } from '../../../stores/core-client';
import { useMunicipalities } from '../../../stores/filter-data';
import { useLocale } from '../../../stores/locale';
import { usePublicConfig } from '../../../stores/public-config';
import { useSiteData } from '../../../stores/site-data';
import { useCaptchaRequest } from '../../../ui/captcha/useCaptchaRequest';
import {
  type FieldChecks,
  type FieldErrors,
  type StepRules,
  useMultiStepForm,
} from '../../../ui/multi-step-form';

const CONTACT_KEYS = ['firstname', 'lastname', 'email', 'phone'] as const;
type ContactKey = (typeof CONTACT_KEYS)[number];
const isContactKey = (key: string): key is ContactKey => (CONTACT_KEYS as readonly string[]).includes(key);

export type LeadValues = Record<string, unknown> & Record<ContactKey | (typeof SUBMIT_NEEDS)[number], string>;

export interface LeadFormOptions<V extends LeadValues> {
  formType: LeadFormType;
  meta: Pick<BlockMeta, 'id'>;
  empty: V;
  /** The multipart body from the values. */
  toSubmission: (values: V, ctx: SubmissionContext) => Record<string, string | undefined>;
  /** More prefill (the alert form's search filters), after the contact info. */
  prefill?: (values: V, fromDraft: boolean) => V | Promise<V>;
}

/** The backend's field errors (`errors: { nb_bedrooms: ['required'] }`) as the form's fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const body = (error as Partial<ApiError> | undefined)?.body as
    | { errors?: Record<string, unknown> }
    | undefined;
  const found: FieldErrors = {};
  for (const [key, reasons] of Object.entries(body?.errors ?? {})) {
    const field = FORM_FIELD_OF[key];
    if (field && !found[field])
      found[field] = Array.isArray(reasons) && reasons.includes('required') ? 'required' : 'invalid';
  }
  return found;
}

async function withContactInfo<V extends LeadValues>(values: V): Promise<V> {
  try {
    await useContactInfo.persist.rehydrate();
  } catch {
    // unreadable storage: nothing to prefill
  }
  const info = useContactInfo.getState();
  const next: Record<string, unknown> = { ...values };
  for (const key of CONTACT_KEYS) if (!values[key]) next[key] = info[key];
  return next as V;
}

/**
 * What a lead form's page needs of the forms' schemas, written ahead of time from them
 * (domain/lead-form-checks.source.ts): no TypeBox is loaded.
 */
const FORMS: Record<
  LeadFormType,
  { values: FieldChecks; steps: readonly StepRules[]; submission: readonly string[] }
> = LEAD_FORM_CHECKS;

export function useLeadForm<V extends LeadValues>(options: LeadFormOptions<V>) {
  const { formType, meta, empty, toSubmission, prefill } = options;
  /** The form's card: its visibility asks for the captcha. */
  const cardRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const site = useSiteData();
  const config = usePublicConfig();
  const client = useCoreClient();
  const municipalities = useMunicipalities();
  const siteKey = site?.recaptchaSiteKey || config.recaptchaSiteKey;
  const ident = `${formType}-${meta.id}`;

  const labels = useMemo(
    () => new Map((municipalities.data ?? []).map((m: MunicipalityOption) => [m.MUN_CODE, m.DESCRIPTION])),
    [municipalities.data],
  );

  const form = useMultiStepForm<V>({
    storageKey: ident,
    checks: FORMS[formType].values,
    empty,
    steps: FORMS[formType].steps,
    prefill: async (values, fromDraft) => {
      const withInfo = await withContactInfo(values);
      return prefill ? prefill(withInfo, fromDraft) : withInfo;
    },
    canSubmit: (values) => SUBMIT_NEEDS.every((key) => values[key].trim() !== ''),
    submit: async (values) => {
      if (!client) throw new Error('No site to send to');
      if (labels.size === 0) throw new Error('Municipalities unavailable');
      const token = await getCaptchaToken();
      const submission = toSubmission(values, {
        token,
        locale,
        municipalityLabel: (code) => labels.get(code),
      });
      await client.postContact(toFormData(FORMS[formType].submission, submission));
    },
    serverErrors: serverFieldErrors,
    onChange: (field, value) => {
      if (isContactKey(field) && typeof value === 'string')
        useContactInfo.getState().update({ [field]: value });
    },
  });
  useCaptchaRequest(ident, cardRef);

  return {
    form,
    ident,
    cardRef,
    municipalities,
    hasSiteKey: !!siteKey,
    /** The start button waits for the municipalities and the captcha site key. */
    ready: municipalities.status === 'ready' && !!siteKey,
  };
}

export type LeadForm<V extends LeadValues> = ReturnType<typeof useLeadForm<V>>;
