import { defineRuntime } from '../../../engine/registry/runtime';
import type { membersCarouselFields, membersCarouselParams } from './schema';

export default defineRuntime<typeof membersCarouselFields, typeof membersCarouselParams>({
  type: 'people_members_carousel',
  catalogs: ['people'],
  load: () => import('./MembersCarousel'),
});
