import { TeamMember } from '../../../domain';
import { blockParams, headedList, namedColorScheme, repeater } from '../../shared/schema-parts';

export const teamMembersFields = headedList(
  'team_members_repeater',
  repeater(TeamMember, { minItems: 1, maxItems: 40 }, 'Membres de l’équipe', 'Team members'),
);

export const teamMembersParams = blockParams(namedColorScheme);
