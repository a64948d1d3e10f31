import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { googleCarouselFields, googleCarouselParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Avis Google', en: 'Google reviews' },
  description: {
    fr: 'Note moyenne, nombre d’avis et carrousel des avis Google',
    en: 'Average score, number of reviews and a carousel of Google reviews',
  },
  category: 'social',
  fields: googleCarouselFields,
  params: googleCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
