import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { rewardsFields, rewardsParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Distinctions', en: 'Awards' },
  description: {
    fr: 'Prix et distinctions, trois premiers puis voir plus',
    en: 'Awards, first three then show more',
  },
  category: 'social',
  fields: rewardsFields,
  params: rewardsParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
