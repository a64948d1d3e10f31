import { defineRuntime } from '../../../engine/registry/runtime';
import type { mediasCarouselFields, mediasCarouselParams } from './schema';

export default defineRuntime<typeof mediasCarouselFields, typeof mediasCarouselParams>({
  type: 'media_medias_carousel',
  catalogs: ['media'],
  load: () => import('./MediasCarousel'),
});
