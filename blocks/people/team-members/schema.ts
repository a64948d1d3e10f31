import { Type } from '@sinclair/typebox';
import { TeamMember } from '../../../domain';
import { ColorScheme, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const teamMembersFields = Type.Object(
  {
    ...namedHeading,
    team_members_repeater: Type.Array(TeamMember, {
      minItems: 1,
      maxItems: 40,
      ...label('Membres de l’équipe', 'Team members'),
    }),
  },
  { additionalProperties: false },
);

export const teamMembersParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
