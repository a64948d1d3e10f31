import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { listFields, listParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Liste numérotée', en: 'Numbered list' },
  description: { fr: 'Éléments numérotés 01, 02, 03…', en: 'Items numbered 01, 02, 03…' },
  category: 'content',
  fields: listFields,
  params: listParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
