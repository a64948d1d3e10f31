import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './ContactForm.module.css';

/** A required text input of the contact form: label with its star, the input, its error. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error: ReactNode; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={input.id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input {...input} required />
      {error}
    </div>
  );
}
