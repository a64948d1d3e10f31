import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_PRICE_INCREMENTS } from '../../../api/core/constants';
import { useLocale } from '../../../stores/locale';
import { parseWholeAmount } from '../../../ui/form-fields';
import fieldStyles from '../../../ui/form-fields/fields.module.css';
import { formatCurrency, formatNumber } from '../../../ui/format';
import styles from './BudgetRange.module.css';

export interface BudgetRangeProps {
  id: string;
  /** Whole dollars as digits; '' is 0 for the minimum and no limit for the maximum. */
  min: string;
  max: string;
  onChange: (budget: { min: string; max: string }) => void;
  increments?: readonly number[];
}

/** The slider position of an amount: the last increment at or below it. */
export function incrementIndex(amount: number, increments: readonly number[]): number {
  let index = 0;
  for (let i = 0; i < increments.length; i++) if (increments[i]! <= amount) index = i;
  return index;
}

/**
 * The budget of the alert form (step 3): a minimum and a maximum, each typed (commas,
 * spaces and minus signs stripped, an integer parsed) or set with a slider over the default price
 * increments; the top of the maximum's slider means no limit. The two never cross.
 */
export function BudgetRange({
  id,
  min,
  max,
  onChange,
  increments = DEFAULT_PRICE_INCREMENTS,
}: BudgetRangeProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const top = increments.length - 1;
  const minValue = min === '' ? 0 : Number(min);
  const maxValue = max === '' ? null : Number(max);

  const change = (next: { min: string; max: string }, moved: 'min' | 'max') => {
    const lo = next.min === '' ? 0 : Number(next.min);
    const hi = next.max === '' ? null : Number(next.max);
    if (hi !== null && lo > hi) {
      // The bound being moved pushes the other one along.
      if (moved === 'min') next = { ...next, max: next.min };
      else next = { ...next, min: next.max };
    }
    onChange(next);
  };

  const money = (amount: number) => formatCurrency(amount, locale, { decimals: 0 });
  const noLimit = t`Sans maximum`;

  return (
    <fieldset id={id} tabIndex={-1} className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>{t`Fourchette de prix`}</legend>
      <p className={fieldStyles.hint}>{t`Facultatif : sans budget, vous recevrez toutes les propriétés.`}</p>
      <div className={styles.bounds}>
        <Bound
          id={`${id}-min`}
          label={t`Budget minimum`}
          sliderLabel={t`Budget minimum, curseur`}
          value={min}
          index={incrementIndex(minValue, increments)}
          top={top}
          valueText={money(minValue)}
          placeholder={formatNumber(0, locale)}
          onText={(digits) => change({ min: digits, max }, 'min')}
          onSlide={(index) => change({ min: String(increments[index]), max }, 'min')}
        />
        <Bound
          id={`${id}-max`}
          label={t`Budget maximum`}
          sliderLabel={t`Budget maximum, curseur`}
          value={max}
          index={maxValue === null ? top : incrementIndex(maxValue, increments)}
          top={top}
          valueText={maxValue === null ? noLimit : money(maxValue)}
          placeholder={noLimit}
          onText={(digits) => change({ min, max: digits }, 'max')}
          onSlide={(index) => change({ min, max: index === top ? '' : String(increments[index]) }, 'max')}
        />
      </div>
    </fieldset>
  );
}

function Bound({
  id,
  label,
  sliderLabel,
  value,
  index,
  top,
  valueText,
  placeholder,
  onText,
  onSlide,
}: {
  id: string;
  label: string;
  sliderLabel: string;
  value: string;
  index: number;
  top: number;
  valueText: string;
  placeholder: string;
  onText: (digits: string) => void;
  onSlide: (index: number) => void;
}) {
  const locale = useLocale();
  // What the visitor is typing, shown as typed until the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === '' ? '' : formatNumber(Number(value), locale));
  return (
    <div className={styles.bound}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <span className={fieldStyles.withUnit}>
        <input
          id={id}
          className={fieldStyles.control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={shown}
          onChange={(e) => {
            setDraft(e.target.value);
            const amount = parseWholeAmount(e.target.value);
            onText(amount === null ? '' : String(amount));
          }}
          onBlur={() => setDraft(null)}
        />
        <span className={fieldStyles.unit} aria-hidden="true">
          $
        </span>
      </span>
      <input
        type="range"
        className={styles.slider}
        aria-label={sliderLabel}
        min={0}
        max={top}
        step={1}
        value={index}
        aria-valuetext={valueText}
        onChange={(e) => onSlide(Number(e.target.value))}
      />
    </div>
  );
}
