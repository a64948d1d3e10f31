import { defineRuntime } from '../../../engine/registry/runtime';
import type { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';

export default defineRuntime<typeof listingCarouselFields, typeof listingCarouselParams>({
  type: 'properties_slider',
  catalogs: ['properties'],
  load: () => import('./PropertiesSlider'),
});
