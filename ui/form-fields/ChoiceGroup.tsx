import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark, useFieldAria } from './FieldFrame';
import styles from './fields.module.css';
import type { SelectOption } from './TextField';

export interface ChoiceGroupProps {
  /** Id of the group (a fieldset, focusable from an error list). */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Lay the choices out in columns (long lists) rather than in a row. */
  columns?: boolean;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: every option is visible, the arrows
 * move between them, and each radio says it is required and invalid.
 */
export function ChoiceGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  required,
  hint,
  error,
  disabled,
  columns,
}: ChoiceGroupProps) {
  const aria = useFieldAria(id, { hint, error });
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={styles.group}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={aria['aria-describedby']}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <div className={styles.choices} data-columns={columns ? 'true' : undefined}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={aria['aria-invalid']}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  );
}
