import { defineRuntime } from '../../../engine/registry/runtime';
import type { fullWidthMapFields, fullWidthMapParams } from './schema';

export default defineRuntime<typeof fullWidthMapFields, typeof fullWidthMapParams>({
  type: 'media_full_width_map',
  catalogs: ['media'],
  load: () => import('./FullWidthMap'),
});
