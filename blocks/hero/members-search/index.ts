import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroMembersSearchFields, heroMembersSearchParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros recherche de membres', en: 'Members search hero' },
  description: {
    fr: 'Recherche de membres et carrousel de fiches',
    en: 'Member search and carousel of cards',
  },
  category: 'hero',
  fields: heroMembersSearchFields,
  params: heroMembersSearchParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
