import { defineRuntime } from '../../../engine/registry/runtime';
import type { postsArchiveFields, postsArchiveParams } from './schema';

export default defineRuntime<typeof postsArchiveFields, typeof postsArchiveParams>({
  type: 'blog_posts_archive',
  catalogs: ['blog'],
  load: () => import('./PostsArchive'),
});
