import type { MemberCard } from '../../domain';

type Sources = { params?: { core_data?: { members?: MemberCard[] } }; fields?: { members?: MemberCard[] } };

/** Members of a block: those the backend put in `core_data` win over those written in the content. */
export function membersOf({ params, fields }: Sources): MemberCard[] {
  return params?.core_data?.members ?? fields?.members ?? [];
}

/** A stable key for a member. */
export const memberKey = (m: Pick<MemberCard, 'id' | 'slug' | 'person_name'>, index: number) =>
  m.id ?? m.slug ?? `${index}-${m.person_name}`;
