import { defineBlock } from '../../../engine/registry';
import { authorFields, authorParams } from './schema';

export default defineBlock({
  type: 'blog_author',
  label: { fr: 'Auteur', en: 'Author' },
  description: {
    fr: 'L’auteur d’un article : photo, nom, présentation, coordonnées et liens',
    en: 'An article’s author: picture, name, about, details and links',
  },
  category: 'blog',
  fields: authorFields,
  params: authorParams,
  load: () => import('./Author'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
