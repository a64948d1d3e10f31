import { defineRuntime } from '../../../engine/registry/runtime';
import type { highlightsFields, highlightsParams } from './schema';

export default defineRuntime<typeof highlightsFields, typeof highlightsParams>({
  type: 'content_highlights',
  load: () => import('./Highlights'),
  colorSchemeFields: ['cta'],
});
