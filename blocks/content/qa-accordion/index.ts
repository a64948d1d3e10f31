import { defineBlock } from '../../../engine/registry';
import { qaAccordionFields, qaAccordionParams } from './schema';

export default defineBlock({
  type: 'qa_accordion',
  label: { fr: 'Questions et réponses', en: 'Q&A accordion' },
  description: { fr: 'Liste de questions dépliables', en: 'List of expandable questions' },
  category: 'content',
  fields: qaAccordionFields,
  params: qaAccordionParams,
  load: () => import('./QaAccordion'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
