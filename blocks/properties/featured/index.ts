import { defineBlock } from '../../../engine/registry';
import { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import runtime from './runtime';

export default defineBlock({
  ...runtime,
  label: { fr: 'Propriétés en vedette', en: 'Featured properties carousel' },
  description: {
    fr: 'De grandes cartes de propriétés qui défilent toutes les 5 secondes',
    en: 'Large property cards that move every 5 seconds',
  },
  category: 'properties',
  fields: listingCarouselFields,
  params: listingCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
