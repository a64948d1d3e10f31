import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import styles from './people.module.css';

/**
 * The first `initial` items, then all of them once the visitor asks (offices 9, partners
 * 6, list testimonials 3). Focus moves to the first revealed item, so keyboard users carry on where
 * the new items start. The list given may change (a filter): what was revealed stays revealed.
 */
export function useShowMore<T>(items: readonly T[], initial: number) {
  const [expanded, setExpanded] = useState(false);
  const revealing = useRef(false);
  const firstRevealed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (expanded && revealing.current) {
      revealing.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);
  const visible = expanded ? items : items.slice(0, initial);
  return {
    visible,
    hidden: items.length - visible.length,
    expanded,
    reveal: () => {
      revealing.current = true;
      setExpanded(true);
    },
    /** Props of the item at `index`: the first revealed one can take focus. */
    itemProps: (index: number) =>
      index === initial
        ? { ref: firstRevealed as RefObject<never>, tabIndex: -1 as const, 'data-first-revealed': '' }
        : {},
  };
}

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
