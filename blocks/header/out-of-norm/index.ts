import { defineBlock } from '../../../engine/registry';
import { OVERLAP } from '../../../ui/constants';
import { headerOutOfNormFields, headerOutOfNormParams } from './schema';

export default defineBlock({
  type: 'header_out_of_norm',
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  description: {
    fr: 'Deuxième logo de réseau et sur-en-tête facultatifs',
    en: 'Optional second network logo and super-header',
  },
  category: 'header',
  fields: headerOutOfNormFields,
  params: headerOutOfNormParams,
  overlapBottom: OVERLAP.headerOutOfNorm,
  load: () => import('./HeaderOutOfNorm'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
