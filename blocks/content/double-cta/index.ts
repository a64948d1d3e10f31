import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { doubleCtaFields, doubleCtaParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Double appel à l’action', en: 'Double call to action' },
  description: { fr: 'Deux appels à l’action côte à côte', en: 'Two calls to action side by side' },
  category: 'content',
  fields: doubleCtaFields,
  params: doubleCtaParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
