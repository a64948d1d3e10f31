import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The first `initial` items, then all of them once the visitor asks (offices 9,
 * partners 6, list testimonials 3, awards 3). Focus moves to the first revealed item, so keyboard users carry on where
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
