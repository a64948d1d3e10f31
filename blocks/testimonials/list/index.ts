import { defineBlock } from '../../../engine/registry';
import { testimonialsListFields, testimonialsListParams } from './schema';

export default defineBlock({
  type: 'testimonials_list',
  label: { fr: 'Liste de témoignages', en: 'Testimonials list' },
  description: {
    fr: 'Trois témoignages puis voir plus ; les textes longs se replient',
    en: 'Three testimonials then show more; long texts collapse',
  },
  category: 'social',
  fields: testimonialsListFields,
  params: testimonialsListParams,
  load: () => import('./TestimonialsList'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
