import { Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, MemberCard } from '../../../domain';
import { ColorScheme, label, SERVER_DATA_WIDGET, StringEnum, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

const Members = Type.Array(MemberCard, { maxItems: 100, ...label('Membres', 'Members') });

export const MEMBERS_CAROUSEL_LAYOUTS = ['full', 'center'] as const;

export const membersCarouselFields = Type.Object(
  {
    ...namedHeading,
    /** Members written in the content; `block_params.core_data.members` wins when present. */
    members: Type.Optional(Members),
  },
  { additionalProperties: false },
);

export const membersCarouselParams = Type.Object(
  {
    color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')),
    context_type: StringEnum(MEMBER_CONTEXTS, {
      ...label('Membres montrés', 'Members shown', {
        fr: 'Courtiers, équipes, administration ou direction',
        en: 'Brokers, teams, administrators or directors',
      }),
    }),
    layout: Type.Optional(
      StringEnum(MEMBERS_CAROUSEL_LAYOUTS, {
        default: 'full',
        ...label('Mise en page', 'Layout', {
          fr: 'Pleine largeur (photo à côté) ou centrée',
          en: 'Full width (photo beside) or centred',
        }),
      }),
    ),
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
