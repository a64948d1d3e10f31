import type { ReactNode } from 'react';
import styles from './people.module.css';

export interface FilterOption {
  key: string;
  label: ReactNode;
}

/**
 * A row of toggle buttons choosing one value or none ("all"): the pressed one is the filter;
 * pressing it again, or "all", clears it. Named as a group for assistive technologies.
 */
export function FilterButtons({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <ul className={styles.filters} aria-label={label}>
      <li>
        <button
          type="button"
          className={styles.filter}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {allLabel}
        </button>
      </li>
      {options.map((option) => (
        <li key={option.key}>
          <button
            type="button"
            className={styles.filter}
            aria-pressed={value === option.key}
            onClick={() => onChange(value === option.key ? null : option.key)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
