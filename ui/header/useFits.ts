import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Whether `content` (laid out at its natural width) fits in `slot`, measured with a ResizeObserver.
 * True on the server and until measured: CSS handles small screens before the script runs.
 *
 * Where CSS hides the slot (a phone), the bar is already drawn collapsed, so the answer changes
 * nothing on screen: it is given as a transition. Given at once from the layout effect, it made
 * React draw the header again synchronously in the task that ends hydration, and run every
 * block's mount effects in that same task too. Where the slot shows, the answer is given at once,
 * before the browser paints a navigation that overflows.
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
    const measure = () => {
      if (s.clientWidth > 0) setFits(c.scrollWidth <= s.clientWidth);
      else startTransition(() => setFits(false));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(s);
    observer.observe(c);
    measure();
    return () => observer.disconnect();
  }, [slot, content]);
  return fits;
}
