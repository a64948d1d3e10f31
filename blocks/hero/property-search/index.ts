import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroPropertySearchFields, heroPropertySearchParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros avec barre de recherche de propriétés', en: 'Hero with property search bar' },
  description: {
    fr: 'Onglets, logo, titres, média d’arrière-plan ; centré ou en bas',
    en: 'Tabs, logo, titles, background media; centred or at the bottom',
  },
  category: 'hero',
  fields: heroPropertySearchFields,
  params: heroPropertySearchParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
