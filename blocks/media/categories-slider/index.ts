import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { categoriesSliderFields, categoriesSliderParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel de catégories', en: 'Categories slider' },
  description: {
    fr: 'Catégories de propriétés avec leur nombre',
    en: 'Property categories with their count',
  },
  category: 'content',
  fields: categoriesSliderFields,
  params: categoriesSliderParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
