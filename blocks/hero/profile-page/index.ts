import { defineBlock } from '../../../engine/registry';
import { heroProfilePageFields, heroProfilePageParams } from './schema';

export default defineBlock({
  type: 'hero_profile_page',
  label: { fr: 'Héros page de profil', en: 'Profile page hero' },
  description: {
    fr: 'Photo, nom, coordonnées et réseaux d’un membre',
    en: 'A member’s photo, name, details and social links',
  },
  category: 'hero',
  fields: heroProfilePageFields,
  params: heroProfilePageParams,
  load: () => import('./HeroProfilePage'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
