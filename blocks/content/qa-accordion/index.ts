import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { qaAccordionFields, qaAccordionParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Questions et réponses', en: 'Q&A accordion' },
  description: { fr: 'Liste de questions dépliables', en: 'List of expandable questions' },
  category: 'content',
  fields: qaAccordionFields,
  params: qaAccordionParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
