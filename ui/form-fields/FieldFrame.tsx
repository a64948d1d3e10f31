import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface FieldFrameProps {
  htmlFor: string;
  label: ReactNode;
  /** Shows the required mark (the control carries `required` itself). */
  required?: boolean;
  /** Help under the label, read with the control. */
  hint?: ReactNode;
  /** The error under the control, read with it; the control is marked invalid. */
  error?: ReactNode;
  children: ReactNode;
}

/** For a control whose error is shown elsewhere (a notice beside the field): its state and where it is. */
export interface ExternalError {
  /** Marks the control invalid without an error under it. */
  invalid?: boolean;
  /** Ids of more elements describing the control. */
  describedBy?: string;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** `aria-invalid` and `aria-describedby` of a control with an optional hint and error. */
export function useFieldAria(
  id: string,
  { hint, error, invalid, describedBy: more }: { hint?: ReactNode; error?: ReactNode } & ExternalError,
) {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null, more || null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error || invalid ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** The required mark after a label: seen, not read (the control says it is required). */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintIdOf(id)} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={errorIdOf(id)} className={styles.error}>
      {children}
    </p>
  );
}

/** Label, control, hint and error, in that order (the hint comes before the control for sighted readers too). */
export function FieldFrame({ htmlFor, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={htmlFor}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={htmlFor}>{error}</FieldError>}
    </div>
  );
}

/** A control followed by its unit ($, m², %), or the control alone when it has none. */
export function WithUnit({ unit, children }: { unit?: string; children: ReactNode }) {
  if (!unit) return children;
  return (
    <span className={styles.withUnit}>
      {children}
      <span className={styles.unit}>{unit}</span>
    </span>
  );
}
