import { EMAIL_PATTERN, PHONE_PATTERN } from '../../domain/patterns';
import type { ContactField, FieldError } from './messages';

export interface ContactValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_VALUES: ContactValues = { firstname: '', lastname: '', email: '', phone: '', message: '' };

/** Phone: '(###) ###-####', the phone mask's output. */
const PHONE = new RegExp(PHONE_PATTERN);
/** A basic address: text without spaces, an at sign, a dotted part. */
const EMAIL = new RegExp(EMAIL_PATTERN);

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/** Front-end validation: required names, e-mail and trimmed message; phone empty or complete. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.firstname.trim() === '') errors.firstname = 'required';
  if (values.lastname.trim() === '') errors.lastname = 'required';
  if (values.email.trim() === '') errors.email = 'required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'invalid';
  if (values.phone !== '' && !PHONE.test(values.phone)) errors.phone = 'invalid';
  if (values.message.trim() === '') errors.message = 'required';
  return errors;
}

/** The server's field names and the form's. */
export const SERVER_FIELD: Record<string, ContactField> = {
  first_name: 'firstname',
  last_name: 'lastname',
  email: 'email',
  phone: 'phone',
  message: 'message',
};
