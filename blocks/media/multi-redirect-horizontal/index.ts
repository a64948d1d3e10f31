import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { multiRedirectHorizontalFields, multiRedirectHorizontalParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Redirections multiples (horizontal)', en: 'Multi-redirect (horizontal)' },
  description: {
    fr: 'Éléments côte à côte avec icône, image ou numéro',
    en: 'Items side by side with an icon, an image or a number',
  },
  category: 'content',
  fields: multiRedirectHorizontalFields,
  params: multiRedirectHorizontalParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
