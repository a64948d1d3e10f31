import { PIPE_TYPE, pipe } from 'imask';
import type { InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { type ExternalError, FieldFrame, type FieldFrameProps, useFieldAria } from './FieldFrame';
import styles from './fields.module.css';
import type { MaskOptions } from './masks';
import { useTypedBeforeScripts } from './typed-before-scripts';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'defaultValue' | 'maxLength' | 'min' | 'max'
>;

export interface MaskedFieldProps
  extends Omit<FieldFrameProps, 'children' | 'htmlFor'>,
    ExternalError,
    InputProps {
  id: string;
  mask: MaskOptions;
  /** The value as shown (masked), or the bare digits when `unmask` is set. */
  value: string;
  onChange: (value: string) => void;
  /** Hand back the value without the mask's spacing (amounts). */
  unmask?: boolean;
  unit?: string;
}

/**
 * A text input behind an imask mask (phone, postal code, counts, year, areas, amounts). `onChange`
 * fires only when the visitor changes the value, never when the value is set from outside.
 */
export function MaskedField({
  label,
  required,
  hint,
  error,
  invalid,
  describedBy,
  id,
  mask,
  value,
  onChange,
  unmask = false,
  unit,
  className,
  ...input
}: MaskedFieldProps) {
  const aria = useFieldAria(id, { hint, error, invalid, describedBy });
  // imask's option types are a union per mask kind; the options come typed from masks.ts.
  const Input = IMaskInput as unknown as (props: Record<string, unknown>) => React.ReactElement;
  // Typed before the scripts ran: read before the mask takes the field over, then put through it.
  const keepRef = useTypedBeforeScripts<HTMLInputElement>(value, (typed) => {
    const next = pipe(typed, mask, PIPE_TYPE.MASKED, unmask ? PIPE_TYPE.UNMASKED : PIPE_TYPE.MASKED);
    if (next !== value) onChange(next);
  });
  const control = (
    <Input
      {...mask}
      {...input}
      {...aria}
      id={id}
      required={required}
      className={[styles.control, className].filter(Boolean).join(' ')}
      unmask={unmask}
      inputRef={keepRef}
      value={value}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
  return (
    <FieldFrame htmlFor={id} label={label} required={required} hint={hint} error={error}>
      {unit ? (
        <span className={styles.withUnit}>
          {control}
          <span className={styles.unit}>{unit}</span>
        </span>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
