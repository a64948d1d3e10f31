import { useSyncExternalStore } from 'react';
import { BREAKPOINT_ORDER, BREAKPOINTS, type Breakpoint } from '../constants';

/** The breakpoint a width falls in: the widest one whose minimum it reaches. */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const name of BREAKPOINT_ORDER) if (width >= BREAKPOINTS[name]) current = name;
  return current;
}

/** Index of a breakpoint from the widest down (xxxxl 0, xxxl 1, ...), as per-breakpoint value lists are written. */
export function indexFromWidest(bp: Breakpoint): number {
  return BREAKPOINT_ORDER.length - 1 - BREAKPOINT_ORDER.indexOf(bp);
}

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = BREAKPOINT_ORDER.slice(1).map((name) =>
    window.matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`),
  );
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
};

/**
 * The current breakpoint (ui/constants BREAKPOINTS). The server has no viewport: it answers
 * `serverValue` (desktop `xl` by default), and so does the first client render, so hydration matches.
 * Prefer CSS media queries for layout; use this only where behaviour depends on the width.
 */
export function useBreakpoint(serverValue: Breakpoint = 'xl'): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? serverValue : breakpointOf(window.innerWidth)),
    () => serverValue,
  );
}
