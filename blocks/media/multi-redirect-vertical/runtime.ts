import { defineRuntime } from '../../../engine/registry/runtime';
import type { multiRedirectVerticalFields, multiRedirectVerticalParams } from './schema';

export default defineRuntime<typeof multiRedirectVerticalFields, typeof multiRedirectVerticalParams>({
  type: 'media_multi_redirect_vertical',
  load: () => import('./MultiRedirectVertical'),
});
