import { defineBlock } from '../../../engine/registry';
import { mediasCarouselFields, mediasCarouselParams } from './schema';

export default defineBlock({
  type: 'media_medias_carousel',
  label: { fr: 'Carrousel de médias', en: 'Medias carousel' },
  description: { fr: 'Images et vidéos qui défilent', en: 'Sliding images and videos' },
  category: 'content',
  fields: mediasCarouselFields,
  params: mediasCarouselParams,
  load: () => import('./MediasCarousel'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
