import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroInfosFields, heroInfosParams } from './schema';

export default defineRuntime<typeof heroInfosFields, typeof heroInfosParams>({
  type: 'hero_infos',
  load: () => import('./HeroInfos'),
  colorSchemeFields: ['cta_repeater'],
});
