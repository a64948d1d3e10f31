import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroContent1Fields, heroContent1Params } from './schema';

export default defineRuntime<typeof heroContent1Fields, typeof heroContent1Params>({
  type: 'hero_content_1',
  load: () => import('./HeroContent1'),
  colorSchemeFields: ['cta_repeater'],
});
