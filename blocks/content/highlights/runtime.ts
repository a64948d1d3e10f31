import { defineRuntime } from '../../../engine/registry/runtime';
import type { highlightsFields, highlightsParams } from './schema';

export default defineRuntime<typeof highlightsFields, typeof highlightsParams>({
  type: 'content_highlights',
  catalogs: ['content'],
  load: () => import('./Highlights'),
  colorSchemeFields: ['cta'],
});
