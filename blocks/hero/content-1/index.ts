import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroContent1Fields, heroContent1Params } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros contenu 1', en: 'Content hero 1' },
  description: {
    fr: 'Image, titre, description et appels à l’action',
    en: 'Image, title, description and calls to action',
  },
  category: 'hero',
  fields: heroContent1Fields,
  params: heroContent1Params,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
