import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { useLocale } from '../../stores/locale';
import { formatCurrency } from '../format';
import { parsePriceText, pricesFromStops, stopIndex } from './criteria';
import styles from './PriceRange.module.css';

export interface PriceRangeProps {
  min: number | null;
  max: number | null;
  /** The slider's stops, ascending; the last one means no limit. */
  stops: readonly number[];
  onChange: (prices: { price_min: number | null; price_max: number | null }) => void;
  /** Rents are per month: the fields and values say so. */
  perMonth?: boolean;
}

/**
 * The price range of the filter overlay: two native sliders on one track, over the default
 * increments, the top stop meaning "no limit"; and two fields where a price can be typed (commas
 * and spaces stripped), applied on Enter or when leaving the field.
 */
export function PriceRange({ min, max, stops, onChange, perMonth = false }: PriceRangeProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const last = stops.length - 1;
  const lo = stopIndex(stops, min, 0);
  const hi = max === null ? last : Math.max(stopIndex(stops, max, last), lo === last ? last : lo + 1);
  const money = (value: number) => formatCurrency(value, locale, { decimals: 0 });
  const minText = (index: number) => (index <= 0 ? t`Aucun minimum` : money(stops[index] ?? 0));
  const maxText = (index: number) => (index >= last ? t`Sans limite` : money(stops[index] ?? 0));

  const setStops = (a: number, b: number) => onChange(pricesFromStops(stops, a, b));
  const style = {
    '--lo': `${(lo / last) * 100}%`,
    '--hi': `${(hi / last) * 100}%`,
  } as CSSProperties;

  return (
    <div className={styles.range}>
      <div className={styles.track} style={style}>
        <input
          type="range"
          className={styles.slider}
          min={0}
          max={last}
          step={1}
          value={lo}
          aria-label={perMonth ? t`Loyer minimum` : t`Prix minimum`}
          aria-valuetext={minText(lo)}
          onChange={(event) => setStops(Math.min(Number(event.target.value), hi - 1), hi)}
        />
        <input
          type="range"
          className={styles.slider}
          min={0}
          max={last}
          step={1}
          value={hi}
          aria-label={perMonth ? t`Loyer maximum` : t`Prix maximum`}
          aria-valuetext={maxText(hi)}
          onChange={(event) => setStops(lo, Math.max(Number(event.target.value), lo + 1))}
        />
      </div>
      <div className={styles.fields}>
        <PriceField
          id={`${id}-min`}
          label={perMonth ? t`Loyer minimum` : t`Prix minimum`}
          value={min}
          empty={t`Aucun minimum`}
          format={money}
          onCommit={(value) =>
            onChange({
              price_min: value,
              price_max: max !== null && value !== null && value > max ? null : max,
            })
          }
        />
        <PriceField
          id={`${id}-max`}
          label={perMonth ? t`Loyer maximum` : t`Prix maximum`}
          value={max}
          empty={t`Sans limite`}
          format={money}
          onCommit={(value) =>
            onChange({
              price_min: min !== null && value !== null && value < min ? null : min,
              price_max: value,
            })
          }
        />
      </div>
    </div>
  );
}

function PriceField({
  id,
  label,
  value,
  empty,
  format,
  onCommit,
}: {
  id: string;
  label: string;
  value: number | null;
  empty: string;
  format: (value: number) => string;
  onCommit: (value: number | null) => void;
}) {
  const shown = value === null ? '' : format(value);
  const [text, setText] = useState(shown);
  // A slider move or a reset changes the value from outside: the field follows.
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const parsed = parsePriceText(text);
    if (parsed !== value) onCommit(parsed);
    else setText(shown);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={empty}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
