import { defineBlock } from '../../../engine/registry';
import { SINGLE_POST_TYPE, singlePostFields, singlePostParams } from './schema';

export default defineBlock({
  type: SINGLE_POST_TYPE,
  label: { fr: 'Article de blogue', en: 'Single blog post' },
  description: {
    fr: 'Catégorie, titre, auteur, date et temps de lecture, image, contenu et liens de partage',
    en: 'Category, title, author, date and read time, image, content and share links',
  },
  category: 'blog',
  fields: singlePostFields,
  params: singlePostParams,
  load: () => import('./SinglePost'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
