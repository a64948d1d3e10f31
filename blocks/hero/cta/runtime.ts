import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroCtaFields, heroCtaParams } from './schema';

export default defineRuntime<typeof heroCtaFields, typeof heroCtaParams>({
  type: 'hero_cta',
  load: () => import('./HeroCta'),
  colorSchemeFields: ['cta_repeater'],
});
