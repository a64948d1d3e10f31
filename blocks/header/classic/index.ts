import { defineBlock } from '../../../engine/registry';
import { OVERLAP } from '../../../ui/constants';
import { headerClassicFields, headerClassicParams } from './schema';

export default defineBlock({
  type: 'header_classic',
  label: { fr: 'En-tête classique', en: 'Classic header' },
  description: {
    fr: 'Logo, menu avec sous-menus, appel à l’action et langues',
    en: 'Logo, menu with submenus, call to action and languages',
  },
  category: 'header',
  fields: headerClassicFields,
  params: headerClassicParams,
  overlapBottom: OVERLAP.headerClassic,
  load: () => import('./HeaderClassic'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
