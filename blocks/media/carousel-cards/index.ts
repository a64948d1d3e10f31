import { defineBlock } from '../../../engine/registry';
import { carouselCardsFields, carouselCardsParams } from './schema';

export default defineBlock({
  type: 'media_carousel_cards',
  label: { fr: 'Carrousel de cartes', en: 'Carousel cards' },
  description: {
    fr: 'Cartes avec image, texte et lien, trois par trois',
    en: 'Cards with image, text and link, three at a time',
  },
  category: 'content',
  fields: carouselCardsFields,
  params: carouselCardsParams,
  colorSchemeFields: ['cta'],
  load: () => import('./CarouselCards'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
