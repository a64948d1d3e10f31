import { defineRuntime } from '../../../engine/registry/runtime';
import { OVERLAP } from '../../../ui/constants';
import { showsCarousel } from './members';
import type { heroMembersSearchFields, heroMembersSearchParams } from './schema';

export default defineRuntime<typeof heroMembersSearchFields, typeof heroMembersSearchParams>({
  type: 'hero_members_search',
  catalogs: ['hero'],
  load: () => import('./HeroMembersSearch'),
  // The carousel hangs over the next block when it is shown (show_carousel defaults to true).
  overlapBottom: (block) => (showsCarousel(block) ? OVERLAP.heroCarouselBottom : 0),
});
