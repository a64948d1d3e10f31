import { defineRuntime } from '../../../engine/registry/runtime';
import type { testimonialsListFields, testimonialsListParams } from './schema';

export default defineRuntime<typeof testimonialsListFields, typeof testimonialsListParams>({
  type: 'testimonials_list',
  catalogs: ['testimonials'],
  load: () => import('./TestimonialsList'),
});
