import { defineBlock } from '../../../engine/registry';
import { scriptFields, scriptParams } from './schema';

export default defineBlock({
  type: 'script_block',
  label: { fr: 'Script personnalisé', en: 'Script block' },
  description: { fr: 'HTML ou script personnalisé', en: 'Custom HTML or script' },
  category: 'developer',
  fields: scriptFields,
  params: scriptParams,
  load: () => import('./ScriptBlock'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
