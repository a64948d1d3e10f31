import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { carouselCardsFields, carouselCardsParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel de cartes', en: 'Carousel cards' },
  description: {
    fr: 'Cartes avec image, texte et lien, trois par trois',
    en: 'Cards with image, text and link, three at a time',
  },
  category: 'content',
  fields: carouselCardsFields,
  params: carouselCardsParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
