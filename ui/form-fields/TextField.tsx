import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type ExternalError, FieldFrame, type FieldFrameProps, useFieldAria, WithUnit } from './FieldFrame';
import styles from './fields.module.css';
import { replayChange, useTypedBeforeScripts } from './typed-before-scripts';

type Own = Omit<FieldFrameProps, 'children' | 'htmlFor'> & ExternalError & { id: string };

/** A text input with its label, required mark, hint and error. */
export function TextField({
  label,
  required,
  hint,
  error,
  invalid,
  describedBy,
  unit,
  id,
  className,
  ref,
  ...input
}: Own & { unit?: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const aria = useFieldAria(id, { hint, error, invalid, describedBy });
  const keepRef = useTypedBeforeScripts<HTMLInputElement>(
    input.value,
    (typed, el) => replayChange(input.onChange, typed, el),
    ref,
  );
  const control = (
    <input
      {...input}
      {...aria}
      ref={keepRef}
      id={id}
      required={required}
      className={[styles.control, className].join(' ')}
    />
  );
  return (
    <FieldFrame htmlFor={id} label={label} required={required} hint={hint} error={error}>
      <WithUnit unit={unit}>{control}</WithUnit>
    </FieldFrame>
  );
}

/** A multi-line text field. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  id,
  ...textarea
}: Own & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const aria = useFieldAria(id, { hint, error });
  const keepRef = useTypedBeforeScripts<HTMLTextAreaElement>(textarea.value, (typed, el) =>
    replayChange(textarea.onChange, typed, el),
  );
  return (
    <FieldFrame htmlFor={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...textarea}
        {...aria}
        ref={keepRef}
        id={id}
        required={required}
        className={styles.control}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select: the most robust single choice on phones and with assistive technologies. */
export function SelectField({
  label,
  required,
  hint,
  error,
  id,
  options,
  placeholder,
  ...select
}: Own & {
  options: readonly SelectOption[];
  /** The empty first option ("Choose…"); absent when a value is always chosen. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const aria = useFieldAria(id, { hint, error });
  const keepRef = useTypedBeforeScripts<HTMLSelectElement>(select.value, (typed, el) =>
    replayChange(select.onChange, typed, el),
  );
  return (
    <FieldFrame htmlFor={id} label={label} required={required} hint={hint} error={error}>
      <select {...select} {...aria} ref={keepRef} id={id} required={required} className={styles.control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
