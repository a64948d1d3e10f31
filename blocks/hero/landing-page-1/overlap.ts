import { OVERLAP } from '../../../ui/constants';

/**
 * How far the landing hero's form hangs over the next block: 64 on small screens;
 * otherwise the form's height minus the infos' height, clamped to 0–128, and 0 when 40 or less.
 */
export function landingOverlap({
  small,
  formHeight,
  infosHeight,
}: {
  small: boolean;
  formHeight: number;
  infosHeight: number;
}): number {
  if (small) return OVERLAP.landingSmall;
  const delta = Math.min(OVERLAP.landingMax, Math.max(0, Math.round(formHeight - infosHeight)));
  return delta <= OVERLAP.landingMinDelta ? 0 : delta;
}
