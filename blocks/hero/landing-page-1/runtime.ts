import { defineRuntime } from '../../../engine/registry/runtime';
import { OVERLAP } from '../../../ui/constants';
import type { heroLandingPage1Fields, heroLandingPage1Params } from './schema';

export default defineRuntime<typeof heroLandingPage1Fields, typeof heroLandingPage1Params>({
  type: 'hero_landing_page_1',
  catalogs: ['hero', 'ui/forms'],
  load: () => import('./HeroLandingPage1'),
  // Server value; the component measures the real overlap once mounted (see overlap.ts).
  overlapBottom: OVERLAP.landingSmall,
});
