import { defineRuntime } from '../../../engine/registry/runtime';
import type { teamMembersFields, teamMembersParams } from './schema';

export default defineRuntime<typeof teamMembersFields, typeof teamMembersParams>({
  type: 'people_team_members',
  catalogs: ['people'],
  load: () => import('./TeamMembers'),
});
