import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroProfilePageFields, heroProfilePageParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros page de profil', en: 'Profile page hero' },
  description: {
    fr: 'Photo, nom, coordonnées et réseaux d’un membre',
    en: 'A member’s photo, name, details and social links',
  },
  category: 'hero',
  fields: heroProfilePageFields,
  params: heroProfilePageParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
