import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { getCaptchaToken } from '../../stores/captcha';
import { type ContactRecipient, useContactInfo } from '../../stores/contact';
import { useCoreClient } from '../../stores/core-client';
import { useLocale } from '../../stores/locale';
import { usePublicConfig } from '../../stores/public-config';
import { useSiteData } from '../../stores/site-data';
import { useToasts } from '../../stores/toasts';
import { useCaptchaRequest } from '../captcha/useCaptchaRequest';
import { CONTACT_MESSAGE_ROWS, SUCCESS_TOAST_MS } from '../constants';
import { MaskedField, PHONE_MASK, PHONE_PLACEHOLDER, TextAreaField, TextField } from '../form-fields';
import { preloadToastItem } from '../toasts/ToastLayer';
import styles from './ContactForm.module.css';
import { clearDraft, readDraft, saveDraft } from './draft';
import {
  CONTACT_FIELDS,
  type ContactField,
  FIELD_ERROR,
  type FieldError,
  TOAST,
  TOAST_FIELD_ERROR,
} from './messages';
import {
  type ContactErrors,
  type ContactValues,
  EMPTY_VALUES,
  SERVER_FIELD,
  validateContact,
} from './validate';

export type ContactFormStatus = 'neutral' | 'sending' | 'success' | 'failure';

export interface ContactFormProps {
  /** Names the form's captcha request and its message draft; one per form on the page. */
  ident: string;
  recipient?: ContactRecipient | null;
  /** Id of the heading that names the form, if any. */
  labelledBy?: string;
  /** The message the form starts with (the visitor may change it); a saved draft comes first. */
  defaultMessage?: string;
}

const INFO_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;

/**
 * The contact form (spec 1 §4, §5, §7, §8): neutral → sending (fields disabled) → success or failure;
 * the toast closing brings it back to neutral. Contact info is kept in session storage and prefilled;
 * the message draft is kept too, so nothing typed is lost; a failure keeps every value.
 */
export function ContactForm({ ident, recipient, labelledBy, defaultMessage = '' }: ContactFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const locale = useLocale();
  const site = useSiteData();
  const config = usePublicConfig();
  const client = useCoreClient();
  const push = useToasts((s) => s.push);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_VALUES, message: defaultMessage }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<ContactFormStatus>('neutral');
  useCaptchaRequest(ident, formRef);
  // Its answers come as toasts: their code is in before the visitor sends (even offline).
  useEffect(() => void preloadToastItem().catch(() => undefined), []);

  // Prefill from the session: contact info shared by every form, and this form's message draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the starting message is read once, with the form
  useEffect(() => {
    let alive = true;
    void Promise.resolve(useContactInfo.persist.rehydrate()).then(() => {
      if (!alive) return;
      const info = useContactInfo.getState();
      const draft = readDraft(ident);
      setValues((v) => ({
        firstname: v.firstname || info.firstname,
        lastname: v.lastname || info.lastname,
        email: v.email || info.email,
        phone: v.phone || info.phone,
        // Text typed before this ran is kept; the starting message gives way to a saved draft.
        message: (v.message !== defaultMessage && v.message) || draft || v.message,
      }));
    });
    return () => {
      alive = false;
    };
  }, [ident]);

  const siteKey = site?.recaptchaSiteKey || config.recaptchaSiteKey;
  const sending = status === 'sending';

  // Several fields may change in one render (text typed before the scripts ran): build on the latest.
  const latestValues = useRef(values);
  latestValues.current = values;
  const set = (field: ContactField, value: string) => {
    const next = { ...latestValues.current, [field]: value };
    latestValues.current = next;
    setValues(next);
    if (checked) setErrors(validateContact(next));
    if ((INFO_FIELDS as readonly string[]).includes(field))
      useContactInfo.getState().update({ [field]: value });
    else saveDraft(ident, value);
  };

  const failureToast = (items: string[], subtitle?: string) =>
    push({
      kind: 'danger',
      title: i18n._(TOAST.failureTitle),
      subtitle,
      items: items.length ? items : undefined,
      onClose: () => setStatus((s) => (s === 'failure' ? 'neutral' : s)),
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    setChecked(true);
    const invalid = CONTACT_FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      setStatus('failure');
      failureToast(invalid.map((f) => i18n._(TOAST_FIELD_ERROR[f][found[f]!] ?? FIELD_ERROR[found[f]!])));
      return;
    }
    setStatus('sending');
    try {
      if (!client) throw new Error('No site');
      const token = await getCaptchaToken();
      const form = new FormData();
      form.set('recaptcha_response', token);
      form.set('form_type', 'contact_form');
      form.set('locale', locale);
      form.set('full_name', `${values.firstname.trim()} ${values.lastname.trim()}`);
      form.set('first_name', values.firstname.trim());
      form.set('last_name', values.lastname.trim());
      form.set('phone', values.phone);
      form.set('email', values.email.trim());
      form.set('message', values.message.trim());
      if (recipient?.type) form.set('recipient_type', recipient.type);
      if (recipient?.slug) form.set('recipient_slug', recipient.slug);
      await client.postContact(form);
      setStatus('success');
      setValues((v) => ({ ...v, message: '' }));
      clearDraft(ident);
      setChecked(false);
      push({
        kind: 'success',
        title: i18n._(TOAST.successTitle),
        subtitle: i18n._(TOAST.successSubtitle),
        durationMs: SUCCESS_TOAST_MS,
        onClose: () => setStatus((s) => (s === 'success' ? 'neutral' : s)),
      });
    } catch (error) {
      console.warn('[contact-form] submission failed', error);
      setStatus('failure');
      const server = serverErrors(error);
      if (server.fields.length) setErrors(Object.fromEntries(server.fields));
      const items = server.fields.map(([f, kind]) => i18n._(TOAST_FIELD_ERROR[f][kind] ?? FIELD_ERROR[kind]));
      failureToast(
        items.length ? items : server.message ? [server.message] : [],
        i18n._(TOAST.failureGeneric),
      );
    }
  };

  const field = (name: ContactField) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      disabled: sending,
      error: error ? i18n._(FIELD_ERROR[error]) : undefined,
    };
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      data-status={status}
    >
      <p className={styles.note}>{t`Les champs marqués d’un astérisque (*) sont obligatoires.`}</p>
      <div className={styles.row}>
        <TextField
          {...field('firstname')}
          label={t`Prénom`}
          required
          type="text"
          autoComplete="given-name"
          value={values.firstname}
          onChange={(e) => set('firstname', e.target.value)}
        />
        <TextField
          {...field('lastname')}
          label={t`Nom de famille`}
          required
          type="text"
          autoComplete="family-name"
          value={values.lastname}
          onChange={(e) => set('lastname', e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...field('email')}
          label={t`Courriel`}
          required
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <MaskedField
          {...field('phone')}
          label={t`Téléphone (facultatif)`}
          mask={PHONE_MASK}
          type="tel"
          inputMode="tel"
          // "tel": the Nu HTML Checker rejects "tel-national" here; the mask formats what is filled in.
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={values.phone}
          onChange={(value) => set('phone', value)}
        />
      </div>
      <TextAreaField
        {...field('message')}
        label={t`Message`}
        required
        rows={CONTACT_MESSAGE_ROWS}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={!siteKey || sending}>
          {sending ? t`Envoi en cours…` : t`Envoyer`}
        </button>
      </div>
    </form>
  );
}

/** Fields the server reported missing, or its message (spec 1 §8: the failure toast lists it). */
function serverErrors(error: unknown): { fields: [ContactField, FieldError][]; message?: string } {
  const api = error as Partial<ApiError> | undefined;
  const body = api?.body as { errors?: Record<string, string[]>; message?: string } | undefined;
  const fields: [ContactField, FieldError][] = [];
  for (const [key, reasons] of Object.entries(body?.errors ?? {})) {
    const field = SERVER_FIELD[key];
    if (field) fields.push([field, reasons.includes('required') ? 'required' : 'invalid']);
  }
  return { fields, message: body?.message ?? (api?.name === 'ApiError' ? api.message : undefined) };
}
