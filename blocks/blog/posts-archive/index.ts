import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { postsArchiveFields, postsArchiveParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Archives du blogue', en: 'Posts archive' },
  description: {
    fr: 'Tous les articles : filtre par catégories, tri par date, voir plus (6 par page)',
    en: 'Every article: category filter, date sort, show more (6 a page)',
  },
  category: 'blog',
  fields: postsArchiveFields,
  params: postsArchiveParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
