import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../viewport';

/** Index `i` brought into 0..count-1, wrapping both ways (previous from the first is the last). */
export const wrapIndex = (i: number, count: number) => (count > 0 ? ((i % count) + count) % count : 0);

/**
 * Whether the element given to the returned ref shows in the window (true until the browser says
 * otherwise, and where it cannot say). A carousel nobody sees does not move: no animation frames,
 * paints or slide changes spent off-screen (a long page, the QA editor's canvas of many blocks).
 */
function useShown() {
  const [shown, setShown] = useState(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setShown(entry.isIntersecting);
    });
    observer.current.observe(node);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [shown, ref] as const;
}

/**
 * Whether a carousel's autoplay runs. Our own rule, the same for every carousel: the
 * visitor can pause it, it holds while the pointer is over it or keyboard focus is inside it or
 * while it is out of the window, and it never runs for visitors who prefer reduced motion. Spread
 * `holdProps` (its `ref` included) on the carousel's root.
 */
export function useAutoplayHold(enabled: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [shown, ref] = useShown();
  const canAutoplay = enabled && !reducedMotion;
  return {
    canAutoplay,
    playing: canAutoplay && !paused && !hovered && !focused && shown,
    paused,
    togglePaused: () => setPaused((p) => !p),
    holdProps: {
      ref,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * The current slide of a carousel that advances by `step` every `intervalMs` while `playing`,
 * wrapping. Any move, manual or automatic, restarts the countdown.
 */
export function useAutoplayIndex(count: number, intervalMs: number, playing: boolean, step = 1) {
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the restart trigger
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + step, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, intervalMs, step]);
  return [index, (i: number) => setIndex(wrapIndex(i, count))] as const;
}

/**
 * A carousel that shows its slides by index (a cross-fade, one card at a time) rather than by
 * scrolling: the autoplay hold and the current slide together, `go` moving to any slide.
 */
export function useSlideShow(count: number, intervalMs: number, step = 1) {
  const hold = useAutoplayHold(count > 1);
  const [index, go] = useAutoplayIndex(count, intervalMs, hold.playing, step);
  return { ...hold, index, go };
}
