import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { spacerFields, spacerParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Espacement', en: 'Spacer' },
  description: { fr: 'Espace vide avec arrière-plan', en: 'Blank space with a background' },
  category: 'layout',
  fields: spacerFields,
  params: spacerParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
