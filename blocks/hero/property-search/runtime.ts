import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroPropertySearchFields, heroPropertySearchParams } from './schema';

export default defineRuntime<typeof heroPropertySearchFields, typeof heroPropertySearchParams>({
  type: 'hero_property_search',
  catalogs: ['hero'],
  load: () => import('./HeroPropertySearch'),
});
