import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, type MemberCard } from '../../../domain';
import { label, StringEnum, Text } from '../../../engine/schemas';
import {
  AlignY,
  BackgroundMedia,
  blockParams,
  closedObject,
  heading,
  memberLists,
  optionalTitled,
} from '../../shared/schema-parts';

const { members, coreData } = memberLists(500);

export const heroMembersSearchFields = closedObject({
  ...heading,
  bg_media: Type.Optional(BackgroundMedia),
  /** Placeholder of the search field; a default worded for the context when absent. */
  search_placeholder: optionalTitled(Text, 'Indication du champ de recherche', 'Search field placeholder', {
    fr: 'Un texte adapté au contexte quand il est vide.',
    en: 'A text worded for the context when empty.',
  }),
  /** Members given by the content itself; `block_params.core_data.members` wins when present. */
  members: Type.Optional(members),
});

export const heroMembersSearchParams = blockParams({
  context_type: StringEnum(MEMBER_CONTEXTS, label('Membres présentés', 'Members shown')),
  show_carousel: Type.Optional(
    Type.Boolean({ default: true, ...label('Afficher le carrousel', 'Show the carousel') }),
  ),
  align_y: Type.Optional(AlignY),
  /** Members supplied by the backend from the core API. */
  core_data: Type.Optional(coreData),
});

export type HeroMember = Static<typeof MemberCard>;
