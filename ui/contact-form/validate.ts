import type { ContactField, FieldError } from './messages';

export interface ContactValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_VALUES: ContactValues = { firstname: '', lastname: '', email: '', phone: '', message: '' };

/** Phone mask (spec 1 §5): three digits, three digits, four digits. */
export const PHONE_MASK = '(000) 000-0000';
/** An example number in the mask's format. */
export const PHONE_PLACEHOLDER = '(514) 555-0123';
const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** A basic address: text without spaces, an at sign, a dotted part (spec 2 §5). */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/** Front-end validation (spec 1 §5): required names, e-mail and trimmed message; phone empty or complete. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.firstname.trim() === '') errors.firstname = 'required';
  if (values.lastname.trim() === '') errors.lastname = 'required';
  if (values.email.trim() === '') errors.email = 'required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalid';
  if (values.phone !== '' && !PHONE_PATTERN.test(values.phone)) errors.phone = 'invalid';
  if (values.message.trim() === '') errors.message = 'required';
  return errors;
}

/** The server's field names (spec 1 §7) and the form's. */
export const SERVER_FIELD: Record<string, ContactField> = {
  first_name: 'firstname',
  last_name: 'lastname',
  email: 'email',
  phone: 'phone',
  message: 'message',
};
