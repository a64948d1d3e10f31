import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroProfilePageFields, heroProfilePageParams } from './schema';

export default defineRuntime<typeof heroProfilePageFields, typeof heroProfilePageParams>({
  type: 'hero_profile_page',
  load: () => import('./HeroProfilePage'),
  colorSchemeFields: ['cta_repeater'],
});
