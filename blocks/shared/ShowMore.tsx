import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './people.module.css';
import { useShowMore } from './useShowMore';

/** The "show more" button under a list; `hiddenText` tells screen readers how many are hidden. */
export function ShowMoreButton({
  onClick,
  children,
  hiddenText,
}: {
  onClick: () => void;
  children: ReactNode;
  hiddenText: string;
}) {
  return (
    <p className={styles.more}>
      <button type="button" className={styles.moreButton} onClick={onClick}>
        {children}
        <span className={styles.srOnly}> {hiddenText}</span>
      </button>
    </p>
  );
}

/**
 * The grid of cards of a people block that shows the first `initial` items and all of them after
 * "show more" (`useShowMore`); `hiddenText` says how many are hidden, for screen readers.
 */
export function ShowMoreGrid<T>({
  items,
  initial,
  hiddenText,
  children,
}: {
  items: readonly T[];
  initial: number;
  hiddenText: (hidden: number) => string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const { visible, hidden, reveal, itemProps } = useShowMore(items, initial);
  return (
    <>
      <ul className={styles.grid}>
        {visible.map((item, index) => (
          <li key={index} {...itemProps(index)}>
            {children(item)}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <ShowMoreButton onClick={reveal} hiddenText={hiddenText(hidden)}>
          {t`Voir plus`}
        </ShowMoreButton>
      )}
    </>
  );
}
