import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element's content is cut short, decided by `measure` once the element is laid out in
 * the browser and again whenever its size changes. False on the server and before the first
 * measure, so the server's HTML never carries a button that needs a measure.
 */
export function useOverflow<T extends HTMLElement>(
  ref: RefObject<T | null>,
  measure: (el: T) => boolean,
): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setOverflows(measure(el));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, measure]);
  return overflows;
}

/** The line height of an element in px, or 0 when the browser does not give one ("normal"). */
export function lineHeightOf(el: HTMLElement): number {
  const value = Number.parseFloat(getComputedStyle(el).lineHeight);
  return Number.isFinite(value) ? value : 0;
}
