import { defineRuntime } from '../../../engine/registry/runtime';
import type { testimonialsSliderFields, testimonialsSliderParams } from './schema';

export default defineRuntime<typeof testimonialsSliderFields, typeof testimonialsSliderParams>({
  type: 'testimonials_slider',
  catalogs: ['testimonials'],
  load: () => import('./TestimonialsSlider'),
});
