import { defineBlock } from '../../../engine/registry';
import { rewardsFields, rewardsParams } from './schema';

export default defineBlock({
  type: 'content_rewards',
  label: { fr: 'Distinctions', en: 'Awards' },
  description: {
    fr: 'Prix et distinctions, trois premiers puis voir plus',
    en: 'Awards, first three then show more',
  },
  category: 'social',
  fields: rewardsFields,
  params: rewardsParams,
  load: () => import('./Rewards'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
