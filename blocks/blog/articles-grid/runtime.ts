import { defineRuntime } from '../../../engine/registry/runtime';
import type { articlesGridFields, articlesGridParams } from './schema';

export default defineRuntime<typeof articlesGridFields, typeof articlesGridParams>({
  type: 'blog_articles_grid',
  catalogs: ['blog'],
  load: () => import('./ArticlesGrid'),
});
