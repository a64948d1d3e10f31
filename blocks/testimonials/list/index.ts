import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { testimonialsListFields, testimonialsListParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Liste de témoignages', en: 'Testimonials list' },
  description: {
    fr: 'Trois témoignages puis voir plus ; les textes longs se replient',
    en: 'Three testimonials then show more; long texts collapse',
  },
  category: 'social',
  fields: testimonialsListFields,
  params: testimonialsListParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
