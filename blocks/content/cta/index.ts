import { defineBlock } from '../../../engine/registry';
import { ctaFields, ctaParams } from './schema';

export default defineBlock({
  type: 'content_cta',
  label: { fr: 'Appel à l’action', en: 'Call to action' },
  description: {
    fr: 'Titre et boutons, pleine largeur, à gauche, à droite ou au centre',
    en: 'Title and buttons, full width, left, right or centre',
  },
  category: 'content',
  fields: ctaFields,
  params: ctaParams,
  load: () => import('./CtaBlock'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
