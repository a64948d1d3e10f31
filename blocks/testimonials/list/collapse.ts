import { BREAKPOINT_ORDER, type Breakpoint, TESTIMONIAL_COLLAPSE_HEIGHT } from '../../../ui/constants';

/** The height above which a list testimonial's text collapses: 256 px from lg, 128 below. */
export function collapseHeight(bp: Breakpoint): number {
  return BREAKPOINT_ORDER.indexOf(bp) >= BREAKPOINT_ORDER.indexOf('lg')
    ? TESTIMONIAL_COLLAPSE_HEIGHT.lg
    : TESTIMONIAL_COLLAPSE_HEIGHT.below;
}

/** Whether a text of `height` px collapses at breakpoint `bp`. */
export function collapses(height: number, bp: Breakpoint): boolean {
  return height > collapseHeight(bp);
}
