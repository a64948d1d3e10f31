import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { officesGridFields, officesGridParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Grille des bureaux', en: 'Offices grid' },
  description: {
    fr: 'Les bureaux en cartes, neuf premiers puis voir plus',
    en: 'Offices as cards, first nine then see more',
  },
  category: 'people',
  fields: officesGridFields,
  params: officesGridParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
