import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { singlePostFields, singlePostParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Article de blogue', en: 'Single blog post' },
  description: {
    fr: 'Catégorie, titre, auteur, date et temps de lecture, image, contenu et liens de partage',
    en: 'Category, title, author, date and read time, image, content and share links',
  },
  category: 'blog',
  fields: singlePostFields,
  params: singlePostParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
