import { Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, MemberCard, OfficeFilterItem } from '../../../domain';
import { ColorScheme, label, SERVER_DATA_WIDGET, StringEnum, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

const Members = Type.Array(MemberCard, { maxItems: 500, ...label('Membres', 'Members') });
const Offices = Type.Array(OfficeFilterItem, {
  maxItems: 200,
  ...label('Bureaux du filtre', 'Offices of the filter'),
});

export const memberCardsFields = Type.Object(
  {
    ...namedHeading,
    /** Members written in the content; `block_params.core_data.members` wins when present. */
    members: Type.Optional(Members),
    /** The office filter list written in the content; `block_params.core_data.offices` wins. */
    offices: Type.Optional(Offices),
  },
  { additionalProperties: false },
);

export const memberCardsParams = Type.Object(
  {
    color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')),
    context_type: StringEnum(MEMBER_CONTEXTS, {
      default: 'brokers',
      ...label('Membres montrés', 'Members shown', {
        fr: 'Courtiers, équipes, administration ou direction',
        en: 'Brokers, teams, administrators or directors',
      }),
    }),
    /** Members and offices supplied by the backend from the core API. */
    core_data: Type.Optional(
      Type.Object(
        { members: Members, offices: Type.Optional(Offices) },
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
