import { STARS_MAX, STARS_STEP } from '../../../ui/constants';

/** A score drawn as stars: out of 5, in steps of 0.125, within 0 and 5. */
export function starsValue(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(STARS_MAX, Math.max(0, score));
  return Math.round(clamped / STARS_STEP) * STARS_STEP;
}

/** How much of each of the 5 stars is filled, from 0 to 1. */
export function starFills(score: number): number[] {
  const value = starsValue(score);
  return Array.from({ length: STARS_MAX }, (_, i) => Math.min(1, Math.max(0, value - i)));
}
