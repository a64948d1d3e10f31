import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { headerClassicFields, headerClassicParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'En-tête classique', en: 'Classic header' },
  description: {
    fr: 'Logo, menu avec sous-menus, appel à l’action et langues',
    en: 'Logo, menu with submenus, call to action and languages',
  },
  category: 'header',
  fields: headerClassicFields,
  params: headerClassicParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
