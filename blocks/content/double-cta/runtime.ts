import { defineRuntime } from '../../../engine/registry/runtime';
import type { doubleCtaFields, doubleCtaParams } from './schema';

export default defineRuntime<typeof doubleCtaFields, typeof doubleCtaParams>({
  type: 'content_double_cta',
  load: () => import('./DoubleCta'),
});
