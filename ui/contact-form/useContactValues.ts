import { useEffect, useRef, useState } from 'react';
import { useContactInfo } from '../../stores/contact-info';
import type { ContactRecipient } from '../../stores/contact-modal';
import { readDraft, saveDraft } from './draft';
import type { ContactField } from './messages';
import { type ContactErrors, type ContactValues, EMPTY_VALUES, validateContact } from './validate';

const INFO_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;

/**
 * The contact form's values and errors. Contact info is kept in session storage and prefilled for
 * every form; the message is kept as this form's draft, so nothing typed is lost.
 */
export function useContactValues(ident: string, defaultMessage: string) {
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_VALUES, message: defaultMessage }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);

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

  return { values, setValues, errors, setErrors, checked, setChecked, set };
}

/** The body `POST /contact` receives for the form's values. */
export function contactFormData(
  values: ContactValues,
  locale: string,
  recipient: ContactRecipient | null | undefined,
  token: string,
): FormData {
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
  return form;
}
