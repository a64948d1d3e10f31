import { defineRuntime } from '../../../engine/registry/runtime';
import type { multiRedirectHorizontalFields, multiRedirectHorizontalParams } from './schema';

export default defineRuntime<typeof multiRedirectHorizontalFields, typeof multiRedirectHorizontalParams>({
  type: 'media_multi_redirect_horizontal',
  load: () => import('./MultiRedirectHorizontal'),
});
