import { type RefObject, useLayoutEffect, useState } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Whether `content` (laid out at its natural width) fits in `slot`, measured with a ResizeObserver.
 * True on the server and until measured: CSS handles small screens before the script runs.
 */
export function useFits(
  slot: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): boolean {
  const [fits, setFits] = useState(true);
  useIsoLayoutEffect(() => {
    const s = slot.current;
    const c = content.current;
    if (!s || !c || typeof ResizeObserver === 'undefined') return;
    const measure = () => setFits(s.clientWidth > 0 && c.scrollWidth <= s.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(s);
    observer.observe(c);
    measure();
    return () => observer.disconnect();
  }, [slot, content]);
  return fits;
}
