import { BREAKPOINT_ORDER, type Breakpoint, TEAM_DESCRIPTION_MAX_LINES } from '../../../ui/constants';

/** Lines of a team member's description before "see more": 7 from xxxl, 5 below. */
export function teamDescriptionLines(bp: Breakpoint): number {
  return BREAKPOINT_ORDER.indexOf(bp) >= BREAKPOINT_ORDER.indexOf('xxxl')
    ? TEAM_DESCRIPTION_MAX_LINES.xxxl
    : TEAM_DESCRIPTION_MAX_LINES.below;
}
