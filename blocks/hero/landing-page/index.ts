import { defineBlock } from '../../../engine/registry';
import { heroLandingPageFields, heroLandingPageParams } from './schema';

export default defineBlock({
  type: 'hero_landing_page',
  label: { fr: 'Héros page d’atterrissage', en: 'Landing page hero' },
  description: {
    fr: 'Titre, arguments, image et appels à l’action',
    en: 'Title, selling points, image and calls to action',
  },
  category: 'hero',
  fields: heroLandingPageFields,
  params: heroLandingPageParams,
  load: () => import('./HeroLandingPage'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
