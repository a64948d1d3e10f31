import { defineRuntime } from '../../../engine/registry/runtime';
import type { statisticsFields, statisticsParams } from './schema';

export default defineRuntime<typeof statisticsFields, typeof statisticsParams>({
  type: 'content_statistics',
  load: () => import('./Statistics'),
});
