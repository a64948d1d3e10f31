import { defineBlock } from '../../../engine/registry';
import { multiRedirectHorizontalFields, multiRedirectHorizontalParams } from './schema';

export default defineBlock({
  type: 'media_multi_redirect_horizontal',
  label: { fr: 'Redirections multiples (horizontal)', en: 'Multi-redirect (horizontal)' },
  description: {
    fr: 'Éléments côte à côte avec icône, image ou numéro',
    en: 'Items side by side with an icon, an image or a number',
  },
  category: 'content',
  fields: multiRedirectHorizontalFields,
  params: multiRedirectHorizontalParams,
  load: () => import('./MultiRedirectHorizontal'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
