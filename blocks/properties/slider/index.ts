import { defineBlock } from '../../../engine/registry';
import { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import runtime from './runtime';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel de propriétés', en: 'Properties slider' },
  description: {
    fr: 'Des cartes de propriétés qui défilent, avec une carte « voir plus »',
    en: 'Sliding property cards, with a “see more” card',
  },
  category: 'properties',
  fields: listingCarouselFields,
  params: listingCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
