import { defineRuntime } from '../../../engine/registry/runtime';
import type { qaAccordionFields, qaAccordionParams } from './schema';

export default defineRuntime<typeof qaAccordionFields, typeof qaAccordionParams>({
  type: 'qa_accordion',
  load: () => import('./QaAccordion'),
});
