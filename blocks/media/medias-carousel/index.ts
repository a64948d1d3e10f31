import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { mediasCarouselFields, mediasCarouselParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel de médias', en: 'Medias carousel' },
  description: { fr: 'Images et vidéos qui défilent', en: 'Sliding images and videos' },
  category: 'content',
  fields: mediasCarouselFields,
  params: mediasCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
