import { type RefObject, useEffect, useState } from 'react';
import { RESIZE_PAUSE_MS, SCROLL_HANDLER_MS, SCROLL_VELOCITY_RESET_MS } from '../constants';
import { initialVisibility, nextVisibility, type VisibilityState } from './visibility';

/**
 * Tracks the header's hidden and opaque states from the page scroll: the handler runs at most every
 * 100 ms (with a trailing run), velocity resets after 150 ms without scrolling, and scroll samples are
 * ignored for 100 ms after a resize (layout changes move the scroll position).
 * `pinned` keeps the header shown (mobile menu open, focus inside).
 */
export function useHeaderVisibility(ref: RefObject<HTMLElement | null>, pinned: boolean) {
  const [view, setView] = useState({ hidden: false, opaque: false });

  useEffect(() => {
    const height = () => ref.current?.offsetHeight ?? 0;
    let state: VisibilityState = initialVisibility(window.scrollY, performance.now(), height());
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let reset: ReturnType<typeof setTimeout> | undefined;
    let pausedUntil = 0;

    const publish = () =>
      setView((v) => (v.hidden === state.hidden && v.opaque === state.opaque ? v : { ...state }));

    const run = () => {
      lastRun = performance.now();
      trailing = undefined;
      if (lastRun < pausedUntil) {
        state = { ...state, lastY: window.scrollY, lastT: lastRun };
        return;
      }
      state = nextVisibility(state, window.scrollY, lastRun, height());
      publish();
    };
    const onScroll = () => {
      clearTimeout(reset);
      reset = setTimeout(() => {
        state = { ...state, lastY: window.scrollY, lastT: performance.now() };
      }, SCROLL_VELOCITY_RESET_MS);
      const wait = SCROLL_HANDLER_MS - (performance.now() - lastRun);
      if (wait <= 0) run();
      else trailing ??= setTimeout(run, wait);
    };
    const onResize = () => {
      pausedUntil = performance.now() + RESIZE_PAUSE_MS;
    };
    publish();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      clearTimeout(trailing);
      clearTimeout(reset);
    };
  }, [ref]);

  return { hidden: view.hidden && !pinned, opaque: view.opaque };
}
