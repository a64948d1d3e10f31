import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { multiRedirectVerticalFields, multiRedirectVerticalParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Redirections multiples (vertical)', en: 'Multi-redirect (vertical)' },
  description: {
    fr: 'Éléments empilés avec image, texte et lien',
    en: 'Stacked items with image, text and link',
  },
  category: 'content',
  fields: multiRedirectVerticalFields,
  params: multiRedirectVerticalParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
