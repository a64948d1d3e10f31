import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages of the contact form with their translation keys (`contact-form.…`) as explicit ids. Descriptors only:
 * components translate them with their own Lingui instance.
 */
export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FieldError = 'required' | 'invalid';

export const FIELD_ERROR: Record<FieldError, MessageDescriptor> = {
  required: msg({ id: 'contact-form.errors.required', message: 'Ce champ est requis.' }),
  invalid: msg({ id: 'contact-form.errors.invalid', message: 'Ce champ est invalide.' }),
};

/** Lines of the failure toast after a failed front-end validation. */
export const TOAST_FIELD_ERROR: Record<ContactField, Partial<Record<FieldError, MessageDescriptor>>> = {
  firstname: {
    required: msg({ id: 'contact-form.message.errors.firstname-required', message: 'Le prénom est requis.' }),
  },
  lastname: {
    required: msg({ id: 'contact-form.message.errors.lastname-required', message: 'Le nom est requis.' }),
  },
  email: {
    required: msg({ id: 'contact-form.message.errors.email-required', message: 'Le courriel est requis.' }),
    invalid: msg({
      id: 'contact-form.message.errors.email-invalid',
      message: 'L’adresse courriel est invalide.',
    }),
  },
  phone: {
    invalid: msg({
      id: 'contact-form.message.errors.phone-invalid',
      message: 'Le numéro de téléphone est invalide.',
    }),
  },
  message: {
    required: msg({ id: 'contact-form.message.errors.message-required', message: 'Le message est requis.' }),
  },
};

export const TOAST = {
  failureTitle: msg({
    id: 'contact-form.message.failure.title',
    message: 'La demande n’a pas pu être envoyée',
  }),
  failureGeneric: msg({
    id: 'contact-form.message.failure.subtitle',
    message: 'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
  }),
  successTitle: msg({ id: 'contact-form.message.success.title', message: 'Message envoyé' }),
  successSubtitle: msg({
    id: 'contact-form.message.success.subtitle',
    message: 'Merci ! Nous vous répondrons dans les plus brefs délais.',
  }),
};
