import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { ctaFields, ctaParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Appel à l’action', en: 'Call to action' },
  description: {
    fr: 'Titre et boutons, pleine largeur, à gauche, à droite ou au centre',
    en: 'Title and buttons, full width, left, right or centre',
  },
  category: 'content',
  fields: ctaFields,
  params: ctaParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
