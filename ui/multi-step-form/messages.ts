import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrorKind } from './validate';

/** Under a field (the field shows 'required'). */
export const FIELD_ERROR: Record<FieldErrorKind, MessageDescriptor> = {
  required: msg({ id: 'multi-step-form.errors.required', message: 'Requis' }),
  invalid: msg({ id: 'multi-step-form.errors.invalid', message: 'Format invalide' }),
};

/** The error list's 'submit-error' entry. */
export const SUBMIT_ERROR_TEXT = {
  title: msg({
    id: 'multi-step-form.errors.message.submit-error',
    message: 'La demande n’a pas pu être envoyée',
  }),
  detail: msg({
    id: 'multi-step-form.errors.message.submit-error-detail',
    message: 'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
  }),
};
