import { defineBlock } from '../../../engine/registry';
import { OVERLAP } from '../../../ui/constants';
import { showsCarousel } from './members';
import { heroMembersSearchFields, heroMembersSearchParams } from './schema';
export default defineBlock({
  type: 'hero_members_search',
  label: { fr: 'Héros recherche de membres', en: 'Members search hero' },
  description: {
    fr: 'Recherche de membres et carrousel de fiches',
    en: 'Member search and carousel of cards',
  },
  category: 'hero',
  fields: heroMembersSearchFields,
  params: heroMembersSearchParams,
  load: () => import('./HeroMembersSearch'),
  // The carousel hangs over the next block when it is shown (show_carousel defaults to true).
  overlapBottom: (block) => (showsCarousel(block) ? OVERLAP.heroCarouselBottom : 0),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
