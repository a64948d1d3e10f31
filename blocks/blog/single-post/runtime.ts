import { defineRuntime } from '../../../engine/registry/runtime';
import type { singlePostFields, singlePostParams } from './schema';

/** The block type of a post page's article; the site reads its article for the page's head tags. */
export const SINGLE_POST_TYPE = 'blog_single_post';

export default defineRuntime<typeof singlePostFields, typeof singlePostParams>({
  type: SINGLE_POST_TYPE,
  catalogs: ['blog'],
  load: () => import('./SinglePost'),
});
