import { defineRuntime } from '../../../engine/registry/runtime';
import type { listFields, listParams } from './schema';

export default defineRuntime<typeof listFields, typeof listParams>({
  type: 'content_list',
  load: () => import('./ListBlock'),
});
