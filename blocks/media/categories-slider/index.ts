import { defineBlock } from '../../../engine/registry';
import { categoriesSliderFields, categoriesSliderParams } from './schema';

export default defineBlock({
  type: 'media_categories_slider',
  label: { fr: 'Carrousel de catégories', en: 'Categories slider' },
  description: {
    fr: 'Catégories de propriétés avec leur nombre',
    en: 'Property categories with their count',
  },
  category: 'content',
  fields: categoriesSliderFields,
  params: categoriesSliderParams,
  load: () => import('./CategoriesSlider'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
