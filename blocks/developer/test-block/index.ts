import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { testBlockFields, testBlockParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Bloc de test développeur', en: 'Developer test block' },
  description: {
    fr: 'Onglets d’exemples, points de rupture et aperçu de script',
    en: 'Sample tabs, breakpoints and script preview',
  },
  category: 'developer',
  fields: testBlockFields,
  params: testBlockParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
