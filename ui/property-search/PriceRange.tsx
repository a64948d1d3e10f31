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

  const minLabel = perMonth ? t`Loyer minimum` : t`Prix minimum`;
  const maxLabel = perMonth ? t`Loyer maximum` : t`Prix maximum`;
  const setStops = (a: number, b: number) => onChange(pricesFromStops(stops, a, b));
  const style = {
    '--lo': `${(lo / last) * 100}%`,
    '--hi': `${(hi / last) * 100}%`,
  } as CSSProperties;

  return (
    <div className={styles.range}>
      <div className={styles.track} style={style}>
        <StopSlider
          last={last}
          value={lo}
          label={minLabel}
          valueText={minText(lo)}
          onStop={(stop) => setStops(Math.min(stop, hi - 1), hi)}
        />
        <StopSlider
          last={last}
          value={hi}
          label={maxLabel}
          valueText={maxText(hi)}
          onStop={(stop) => setStops(lo, Math.max(stop, lo + 1))}
        />
      </div>
      <div className={styles.fields}>
        <PriceField
          id={`${id}-min`}
          label={minLabel}
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
          label={maxLabel}
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

/** One of the two sliders on the track, over the stops' indexes. */
function StopSlider({
  last,
  value,
  label,
  valueText,
  onStop,
}: {
  last: number;
  value: number;
  label: string;
  valueText: string;
  onStop: (stop: number) => void;
}) {
  return (
    <input
      type="range"
      className={styles.slider}
      min={0}
      max={last}
      step={1}
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      onChange={(event) => onStop(Number(event.target.value))}
    />
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
        className={styles.input}
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
