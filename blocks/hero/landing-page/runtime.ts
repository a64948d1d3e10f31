import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroLandingPageFields, heroLandingPageParams } from './schema';

export default defineRuntime<typeof heroLandingPageFields, typeof heroLandingPageParams>({
  type: 'hero_landing_page',
  load: () => import('./HeroLandingPage'),
  colorSchemeFields: ['cta_repeater'],
});
