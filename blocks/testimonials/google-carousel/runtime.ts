import { defineRuntime } from '../../../engine/registry/runtime';
import type { googleCarouselFields, googleCarouselParams } from './schema';

export default defineRuntime<typeof googleCarouselFields, typeof googleCarouselParams>({
  type: 'testimonials_google_carousel',
  catalogs: ['testimonials'],
  load: () => import('./GoogleCarousel'),
});
