import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LAZY_DISPLAY_MARGIN } from './constants';

/**
 * Renders its children once their place comes within 25 % of the viewport; until then a box of
 * the same minimum height holds the place so nothing shifts. Without IntersectionObserver it
 * renders at once.
 */
export function LazyDisplay({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_DISPLAY_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} data-lazy-placeholder="" aria-hidden="true" />;
}
