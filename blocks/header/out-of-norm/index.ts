import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { headerOutOfNormFields, headerOutOfNormParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  description: {
    fr: 'Deuxième logo de réseau et sur-en-tête facultatifs',
    en: 'Optional second network logo and super-header',
  },
  category: 'header',
  fields: headerOutOfNormFields,
  params: headerOutOfNormParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
