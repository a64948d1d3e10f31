import { defineBlock } from '../../../engine/registry';
import { multiRedirectVerticalFields, multiRedirectVerticalParams } from './schema';

export default defineBlock({
  type: 'media_multi_redirect_vertical',
  label: { fr: 'Redirections multiples (vertical)', en: 'Multi-redirect (vertical)' },
  description: {
    fr: 'Éléments empilés avec image, texte et lien',
    en: 'Stacked items with image, text and link',
  },
  category: 'content',
  fields: multiRedirectVerticalFields,
  params: multiRedirectVerticalParams,
  load: () => import('./MultiRedirectVertical'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
