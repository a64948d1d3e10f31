import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, MemberCard } from '../../../domain';
import { ColorScheme, Media, StringEnum, Text } from '../../../engine/schemas';
import { AlignY, heading } from '../../shared/schema-parts';

const Members = Type.Array(MemberCard, { maxItems: 500 });

export const heroMembersSearchFields = Type.Object(
  {
    ...heading,
    bg_media: Type.Optional(Media),
    /** Placeholder of the search field; a default worded for the context when absent. */
    search_placeholder: Type.Optional(Text),
    /** Members given by the content itself; `block_params.core_data.members` wins when present. */
    members: Type.Optional(Members),
  },
  { additionalProperties: false },
);

export const heroMembersSearchParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    context_type: StringEnum(MEMBER_CONTEXTS),
    show_carousel: Type.Optional(Type.Boolean({ default: true })),
    align_y: Type.Optional(AlignY),
    /** Members supplied by the backend from the core API. */
    core_data: Type.Optional(Type.Object({ members: Members }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export type HeroMember = Static<typeof MemberCard>;
