import { defineRuntime } from '../../../engine/registry/runtime';
import type { brokersCarouselFields, brokersCarouselParams } from './schema';

export default defineRuntime<typeof brokersCarouselFields, typeof brokersCarouselParams>({
  type: 'testimonials_brokers_carousel',
  catalogs: ['testimonials'],
  load: () => import('./BrokersCarousel'),
});
