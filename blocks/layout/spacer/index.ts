import { defineBlock } from '../../../engine/registry';
import { spacerFields, spacerParams } from './schema';

export default defineBlock({
  type: 'spacer',
  label: { fr: 'Espacement', en: 'Spacer' },
  description: { fr: 'Espace vide avec arrière-plan', en: 'Blank space with a background' },
  category: 'layout',
  fields: spacerFields,
  params: spacerParams,
  load: () => import('./Spacer'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
