import { defineRuntime } from '../../../engine/registry/runtime';
import type { carouselCardsFields, carouselCardsParams } from './schema';

export default defineRuntime<typeof carouselCardsFields, typeof carouselCardsParams>({
  type: 'media_carousel_cards',
  catalogs: ['media'],
  colorSchemeFields: ['cta'],
  load: () => import('./CarouselCards'),
});
