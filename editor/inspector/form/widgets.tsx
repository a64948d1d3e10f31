/**
 * The inspector's inputs: rjsf's, with `aria-invalid` and `aria-describedby` pointing at what is
 * shown, choices by name (radio buttons for short lists, a drop-down list for long ones, with an
 * "unset" choice when the field is optional) and a colour field with its swatch.
 */
import { useLingui } from '@lingui/react/macro';
import {
  type BaseInputTemplateProps,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  getInputProps,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { fieldAria } from './a11y';
import styles from './Form.module.css';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, onBlur, onFocus, onChange, options, schema } = props;
  const { rawErrors, type, placeholder, required } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  return (
    <input
      id={id}
      name={htmlName || id}
      className={styles.input}
      readOnly={readonly}
      disabled={disabled}
      placeholder={placeholder}
      required={required}
      value={shown as string | number}
      {...inputProps}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...fieldAria(id, { description: schema.description, errors: rawErrors })}
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, onBlur, onFocus, onChange, options } = props;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={styles.input}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      readOnly={readonly}
      disabled={disabled}
      required={props.required}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...fieldAria(id, { description: props.schema.description, errors: props.rawErrors })}
    />
  );
}

type Option = { value: unknown; label: string };
const optionsOf = (props: WidgetProps) => (props.options.enumOptions ?? []) as Option[];

/** A drop-down list of named choices; "not set" comes first when the field may stay empty. */
export function SelectWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, htmlName, value, disabled, readonly, onBlur, onFocus, onChange, required } = props;
  const options = optionsOf(props);
  const index = enumOptionsIndexForValue(value, options) as string | undefined;
  const decode = (e: ChangeEvent<HTMLSelectElement>) =>
    e.target.value === '' ? undefined : enumOptionsValueForIndex(e.target.value, options);
  return (
    <select
      id={id}
      name={htmlName || id}
      className={styles.input}
      value={index ?? ''}
      required={required}
      disabled={disabled || readonly}
      onChange={(e) => onChange(decode(e))}
      onBlur={(e) => onBlur(id, decode(e))}
      onFocus={(e) => onFocus(id, decode(e))}
      {...fieldAria(id, { description: props.schema.description, errors: props.rawErrors })}
    >
      {((!required && props.schema.default === undefined) || index === undefined) && (
        <option value="">{t`— Non défini —`}</option>
      )}
      {options.map((option, i) => (
        <option key={String(option.value)} value={String(i)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Named choices as radio buttons in a group named by the field's label (the field template draws
 * no `<label>` for it). An optional field gets a first choice that leaves it unset.
 */
export function RadioWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, htmlName, value, disabled, readonly, onBlur, onFocus, onChange, required, label } = props;
  const options = optionsOf(props);
  const name = htmlName || id;
  const aria = fieldAria(id, { description: props.schema.description, errors: props.rawErrors });
  const choices: { key: string; label: string; checked: boolean; pick: () => void }[] = [];
  const unset = value === undefined || value === null || value === '';
  if ((!required && props.schema.default === undefined) || unset) {
    choices.push({
      key: '',
      label: t`Non défini`,
      checked: unset,
      pick: () => onChange(undefined),
    });
  }
  options.forEach((option) => {
    choices.push({
      key: String(option.value),
      label: option.label,
      checked: option.value === value,
      pick: () => onChange(option.value),
    });
  });
  return (
    <fieldset className={styles.choices} id={id} {...aria}>
      <legend className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {choices.map((choice, i) => (
        <label key={choice.key} className={styles.choice}>
          <input
            type="radio"
            id={optionId(id, i)}
            name={name}
            checked={choice.checked}
            disabled={disabled || readonly}
            onChange={choice.pick}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onBlur, onFocus, onChange, label } = props;
  return (
    <label className={styles.checkbox} htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={(e) => onBlur(id, e.target.checked)}
        onFocus={(e) => onFocus(id, e.target.checked)}
        {...fieldAria(id, { description: props.schema.description, errors: props.rawErrors })}
      />
      <span>{label}</span>
    </label>
  );
}

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
/** `#abc` → `#aabbcc`; other colour syntaxes have no value for the native picker. */
export function pickerValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (HEX6.test(value)) return value.toLowerCase();
  const short = HEX3.exec(value);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : undefined;
}

/** A colour as text (hex, rgb(), a name), with a swatch and the browser's picker for hex values. */
export function ColorWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, disabled, readonly, onChange, label } = props;
  const hex = pickerValue(value);
  return (
    <div className={styles.color}>
      <BaseInputTemplate {...(props as BaseInputTemplateProps)} type="text" />
      <input
        type="color"
        className={styles.swatch}
        value={hex ?? '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t`Choisir la couleur : ${label}`}
        data-empty={hex ? undefined : ''}
        id={`${id}__picker`}
      />
    </div>
  );
}
