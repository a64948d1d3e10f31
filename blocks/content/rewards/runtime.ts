import { defineRuntime } from '../../../engine/registry/runtime';
import type { rewardsFields, rewardsParams } from './schema';

export default defineRuntime<typeof rewardsFields, typeof rewardsParams>({
  type: 'content_rewards',
  catalogs: ['content'],
  load: () => import('./Rewards'),
});
