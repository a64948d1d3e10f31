import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroCtaFields, heroCtaParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros appel à l’action', en: 'CTA hero' },
  description: { fr: 'Pleine hauteur, centré ou en bas', en: 'Full height, centred or at the bottom' },
  category: 'hero',
  fields: heroCtaFields,
  params: heroCtaParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
