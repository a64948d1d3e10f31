import type { MemberCard } from '../../../domain';
import type { BlockEnvelope } from '../../../engine/schemas';
import { MEMBERS_CAROUSEL_MAX } from '../../../ui/constants';
import { membersOf } from '../../shared/members';

export { memberKey, membersOf } from '../../shared/members';

type Sources = Parameters<typeof membersOf>[0];

/** The members the carousel shows: at most 10. */
export function carouselMembers(members: MemberCard[]): MemberCard[] {
  return members.slice(0, MEMBERS_CAROUSEL_MAX);
}

/** Whether a payload shows the carousel: asked for (default true) and with someone to show. */
export function showsCarousel(block: Pick<BlockEnvelope, 'block_params' | 'fields'>): boolean {
  const params = block.block_params as Sources['params'] & { show_carousel?: unknown };
  if (params?.show_carousel === false) return false;
  return membersOf({ params, fields: block.fields as Sources['fields'] }).length > 0;
}
