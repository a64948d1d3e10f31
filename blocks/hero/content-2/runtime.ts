import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroContent2Fields, heroContent2Params } from './schema';

export default defineRuntime<typeof heroContent2Fields, typeof heroContent2Params>({
  type: 'hero_content_2',
  load: () => import('./HeroContent2'),
  colorSchemeFields: ['cta_repeater'],
});
