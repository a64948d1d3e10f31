import { defineBlock } from '../../../engine/registry';
import { doubleCtaFields, doubleCtaParams } from './schema';

export default defineBlock({
  type: 'content_double_cta',
  label: { fr: 'Double appel à l’action', en: 'Double call to action' },
  description: { fr: 'Deux appels à l’action côte à côte', en: 'Two calls to action side by side' },
  category: 'content',
  fields: doubleCtaFields,
  params: doubleCtaParams,
  load: () => import('./DoubleCta'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
