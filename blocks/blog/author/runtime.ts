import { defineRuntime } from '../../../engine/registry/runtime';
import type { authorFields, authorParams } from './schema';

export default defineRuntime<typeof authorFields, typeof authorParams>({
  type: 'blog_author',
  load: () => import('./Author'),
});
