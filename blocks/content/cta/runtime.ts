import { defineRuntime } from '../../../engine/registry/runtime';
import type { ctaFields, ctaParams } from './schema';

export default defineRuntime<typeof ctaFields, typeof ctaParams>({
  type: 'content_cta',
  load: () => import('./CtaBlock'),
  colorSchemeFields: ['cta_repeater'],
});
