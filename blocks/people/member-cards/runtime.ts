import { defineRuntime } from '../../../engine/registry/runtime';
import type { memberCardsFields, memberCardsParams } from './schema';

export default defineRuntime<typeof memberCardsFields, typeof memberCardsParams>({
  type: 'people_member_cards',
  catalogs: ['people'],
  load: () => import('./MemberCards'),
});
