import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { getCaptchaToken } from '../../stores/captcha';
import type { ContactRecipient } from '../../stores/contact-modal';
import { preloadCoreClient, useCoreClient } from '../../stores/core-client';
import { useLocale } from '../../stores/locale';
import { usePublicConfig } from '../../stores/public-config';
import { useSiteData } from '../../stores/site-data';
import { useToasts } from '../../stores/toasts';
import { useCaptchaRequest } from '../captcha/useCaptchaRequest';
import { CONTACT_MESSAGE_ROWS, SUCCESS_TOAST_MS } from '../constants';
import { MaskedField, PHONE_MASK, PHONE_PLACEHOLDER, TextAreaField, TextField } from '../form-fields';
import { preloadToastItem } from '../toasts/ToastLayer';
import styles from './ContactForm.module.css';
import { clearDraft } from './draft';
import {
  CONTACT_FIELDS,
  type ContactField,
  FIELD_ERROR,
  type FieldError,
  TOAST,
  TOAST_FIELD_ERROR,
} from './messages';
import { contactFormData, useContactValues } from './useContactValues';
import { type ContactValues, SERVER_FIELD, validateContact } from './validate';

/** What every field of the form takes from it. */
interface FieldProps {
  id: string;
  name: ContactField;
  disabled: boolean;
  error: string | undefined;
}

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

const warmCoreClient = () => void preloadCoreClient().catch(() => undefined);
/**
 * The contact form: neutral → sending (fields disabled) → success or failure;
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
  const { values, setValues, errors, setErrors, setChecked, set } = useContactValues(ident, defaultMessage);
  const [status, setStatus] = useState<ContactFormStatus>('neutral');
  useCaptchaRequest(ident, formRef);
  // Its answers come as toasts: their code is in before the visitor sends (even offline).
  useEffect(() => void preloadToastItem().catch(() => undefined), []);

  const siteKey = site?.recaptchaSiteKey || config.recaptchaSiteKey;
  const sending = status === 'sending';

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
      await client.postContact(contactFormData(values, locale, recipient, token));
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

  const field = (name: ContactField): FieldProps => {
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
      // The call's module loads while the visitor types, not when they send.
      onFocus={warmCoreClient}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      data-status={status}
    >
      <p className={styles.note}>{t`Les champs marqués d’un astérisque (*) sont obligatoires.`}</p>
      <ContactFields values={values} field={field} set={set} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={!siteKey || sending}>
          {sending ? t`Envoi en cours…` : t`Envoyer`}
        </button>
      </div>
    </form>
  );
}

/** The form's fields: name, email, phone and message. */
function ContactFields({
  values,
  field,
  set,
}: {
  values: ContactValues;
  field: (name: ContactField) => FieldProps;
  set: (field: ContactField, value: string) => void;
}) {
  const { t } = useLingui();
  // A text field's value and changes, besides what every field takes.
  const typed = (name: ContactField) => ({
    ...field(name),
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
  });
  return (
    <>
      <div className={styles.row}>
        <TextField {...typed('firstname')} label={t`Prénom`} required type="text" autoComplete="given-name" />
        <TextField
          {...typed('lastname')}
          label={t`Nom de famille`}
          required
          type="text"
          autoComplete="family-name"
        />
      </div>
      <div className={styles.row}>
        <TextField {...typed('email')} label={t`Courriel`} required type="email" autoComplete="email" />
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
      <TextAreaField {...typed('message')} label={t`Message`} required rows={CONTACT_MESSAGE_ROWS} />
    </>
  );
}

/** Fields the server reported missing, or its message (the failure toast lists it). */
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
