import type { MemberCard } from '../../../domain';
import { BREAKPOINT_ORDER, type Breakpoint, MEMBER_CARDS_PER_PAGE } from '../../../ui/constants';

const from = (bp: Breakpoint, min: Breakpoint) =>
  BREAKPOINT_ORDER.indexOf(bp) >= BREAKPOINT_ORDER.indexOf(min);

/** Cards a page adds: 16 from xxl, 12 from lg, 8 from md, 6 below. */
export function memberCardsPerPage(bp: Breakpoint): number {
  if (from(bp, 'xxl')) return MEMBER_CARDS_PER_PAGE.xxl;
  if (from(bp, 'lg')) return MEMBER_CARDS_PER_PAGE.lg;
  if (from(bp, 'md')) return MEMBER_CARDS_PER_PAGE.md;
  return MEMBER_CARDS_PER_PAGE.below;
}

/** How many cards show after `page` pages (the first page is 1). */
export function visibleCount(page: number, perPage: number, total: number): number {
  return Math.max(0, Math.min(total, Math.max(1, page) * perPage));
}

/** The members of an office; all of them when no office is selected (`null`, the default). */
export function membersOfOffice(members: readonly MemberCard[], officeId: string | null): MemberCard[] {
  if (officeId === null) return [...members];
  return members.filter((m) => m.office_id !== undefined && String(m.office_id) === officeId);
}
