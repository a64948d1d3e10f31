import { defineRuntime } from '../../../engine/registry/runtime';
import type { testBlockFields, testBlockParams } from './schema';

export default defineRuntime<typeof testBlockFields, typeof testBlockParams>({
  type: 'developer_test_block',
  catalogs: ['developer'],
  load: () => import('./TestBlock'),
});
