import { defineBlock } from '../../../engine/registry';
import { OVERLAP } from '../../../ui/constants';
import { heroLandingPage1Fields, heroLandingPage1Params } from './schema';
export default defineBlock({
  type: 'hero_landing_page_1',
  label: { fr: 'Héros page d’atterrissage 1', en: 'Landing page hero 1' },
  description: {
    fr: 'Titre avec le formulaire de contact à côté',
    en: 'Title with the contact form beside it',
  },
  category: 'hero',
  fields: heroLandingPage1Fields,
  params: heroLandingPage1Params,
  load: () => import('./HeroLandingPage1'),
  // Server value; the component measures the real overlap once mounted (see overlap.ts).
  overlapBottom: OVERLAP.landingSmall,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
