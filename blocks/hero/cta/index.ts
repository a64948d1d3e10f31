import { defineBlock } from '../../../engine/registry';
import { heroCtaFields, heroCtaParams } from './schema';

export default defineBlock({
  type: 'hero_cta',
  label: { fr: 'Héros appel à l’action', en: 'CTA hero' },
  description: { fr: 'Pleine hauteur, centré ou en bas', en: 'Full height, centred or at the bottom' },
  category: 'hero',
  fields: heroCtaFields,
  params: heroCtaParams,
  load: () => import('./HeroCta'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
