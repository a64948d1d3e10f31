import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { scriptFields, scriptParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Script personnalisé', en: 'Script block' },
  description: { fr: 'HTML ou script personnalisé', en: 'Custom HTML or script' },
  category: 'developer',
  fields: scriptFields,
  params: scriptParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
