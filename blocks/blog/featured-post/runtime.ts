import { defineRuntime } from '../../../engine/registry/runtime';
import type { featuredPostFields, featuredPostParams } from './schema';

export default defineRuntime<typeof featuredPostFields, typeof featuredPostParams>({
  type: 'blog_featured_post',
  catalogs: ['blog'],
  load: () => import('./FeaturedPost'),
});
