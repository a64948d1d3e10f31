import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { testimonialsSliderFields, testimonialsSliderParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel de témoignages', en: 'Testimonials slider' },
  description: {
    fr: 'Cartes de témoignages coupées à dix lignes ; voir plus ouvre le texte entier',
    en: 'Testimonial cards cut at ten lines; show more opens the whole text',
  },
  category: 'social',
  fields: testimonialsSliderFields,
  params: testimonialsSliderParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
