import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, MemberCard } from '../../../domain';
import {
  ColorScheme,
  label,
  Media,
  SERVER_DATA_WIDGET,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';
import { AlignY, heading } from '../../shared/schema-parts';

const Members = Type.Array(MemberCard, { maxItems: 500, ...label('Membres', 'Members') });

export const heroMembersSearchFields = Type.Object(
  {
    ...heading,
    bg_media: Type.Optional(titled(Media, 'Média d’arrière-plan', 'Background media')),
    /** Placeholder of the search field; a default worded for the context when absent. */
    search_placeholder: Type.Optional(
      titled(Text, 'Indication du champ de recherche', 'Search field placeholder', {
        fr: 'Un texte adapté au contexte quand il est vide.',
        en: 'A text worded for the context when empty.',
      }),
    ),
    /** Members given by the content itself; `block_params.core_data.members` wins when present. */
    members: Type.Optional(Members),
  },
  { additionalProperties: false },
);

export const heroMembersSearchParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    context_type: StringEnum(MEMBER_CONTEXTS, label('Membres présentés', 'Members shown')),
    show_carousel: Type.Optional(
      Type.Boolean({ default: true, ...label('Afficher le carrousel', 'Show the carousel') }),
    ),
    align_y: Type.Optional(AlignY),
    /** Members supplied by the backend from the core API. */
    core_data: Type.Optional(
      Type.Object(
        { members: Members },
        {
          additionalProperties: false,
          'x-widget': SERVER_DATA_WIDGET,
          ...label('Données du noyau', 'Core data'),
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export type HeroMember = Static<typeof MemberCard>;
