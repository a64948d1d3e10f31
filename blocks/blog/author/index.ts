import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { authorFields, authorParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Auteur', en: 'Author' },
  description: {
    fr: 'L’auteur d’un article : photo, nom, présentation, coordonnées et liens',
    en: 'An article’s author: picture, name, about, details and links',
  },
  category: 'blog',
  fields: authorFields,
  params: authorParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
