import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroLandingPage1Fields, heroLandingPage1Params } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros page d’atterrissage 1', en: 'Landing page hero 1' },
  description: {
    fr: 'Titre avec le formulaire de contact à côté',
    en: 'Title with the contact form beside it',
  },
  category: 'hero',
  fields: heroLandingPage1Fields,
  params: heroLandingPage1Params,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
