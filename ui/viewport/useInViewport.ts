import { type RefObject, useEffect, useState } from 'react';

export interface InViewportOptions {
  /** Margin around the viewport, as in IntersectionObserver (e.g. '25%' or '0px'). */
  rootMargin?: string;
  /** Stop watching after the first time the element enters the viewport. */
  once?: boolean;
  /** Value before the first observation (and on the server). */
  initial?: boolean;
}

/**
 * Whether an element is inside the viewport. Without IntersectionObserver (old browsers), the
 * element counts as visible so that nothing waits forever.
 */
export function useInViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false, initial = false }: InViewportOptions = {},
): boolean {
  const [inView, setInView] = useState(initial);
  const done = once && inView;
  useEffect(() => {
    const node = ref.current;
    if (!node || done) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin, once, done]);
  return inView;
}
