import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroLandingPageFields, heroLandingPageParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros page d’atterrissage', en: 'Landing page hero' },
  description: {
    fr: 'Titre, arguments, image et appels à l’action',
    en: 'Title, selling points, image and calls to action',
  },
  category: 'hero',
  fields: heroLandingPageFields,
  params: heroLandingPageParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
