import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { brokersCarouselFields, brokersCarouselParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Témoignages d’un courtier', en: 'Broker testimonials' },
  description: {
    fr: 'Le courtier à gauche ou à droite et un carrousel de ses témoignages',
    en: 'The broker on the left or right and a carousel of testimonials',
  },
  category: 'social',
  fields: brokersCarouselFields,
  params: brokersCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
