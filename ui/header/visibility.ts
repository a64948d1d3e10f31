import { HEADER_HIDE_VELOCITY, HEADER_SHOW_VELOCITY, SCROLL_HANDLER_MS } from '../constants';

/**
 * Header visibility on scroll: hides on fast downward scroll away from the top, shows on
 * fast upward scroll, hides on any downward scroll near the top, opaque once past its own height.
 */
export interface VisibilityState {
  hidden: boolean;
  opaque: boolean;
  /** Scroll position and time of the last sample; velocity is measured from there. */
  lastY: number;
  lastT: number;
}

export function initialVisibility(y: number, t: number, height: number): VisibilityState {
  return { hidden: false, opaque: y > height, lastY: y, lastT: t };
}

/**
 * The next state for a scroll sample at position `y` (px) and time `t` (ms). Velocity is px/ms over at
 * most one handler period: a sample after a pause measures the jump, not the pause.
 */
export function nextVisibility(
  state: VisibilityState,
  y: number,
  t: number,
  height: number,
): VisibilityState {
  const dy = y - state.lastY;
  const dt = Math.min(Math.max(t - state.lastT, 1), SCROLL_HANDLER_MS);
  const velocity = dy / dt;
  let hidden = state.hidden;
  if (y <= 0) hidden = false;
  else if (dy > 0 && state.lastY <= height) hidden = true;
  else if (velocity >= HEADER_HIDE_VELOCITY) hidden = true;
  else if (velocity <= HEADER_SHOW_VELOCITY) hidden = false;
  return { hidden, opaque: y > height, lastY: y, lastT: t };
}
