import { TeamMember } from '../../../domain';
import {
  blockParams,
  closedObject,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

export const teamMembersFields = closedObject({
  ...namedHeading,
  team_members_repeater: repeater(
    TeamMember,
    { minItems: 1, maxItems: 40 },
    'Membres de l’équipe',
    'Team members',
  ),
});

export const teamMembersParams = blockParams(namedColorScheme);
