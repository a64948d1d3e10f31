import { defineRuntime } from '../../../engine/registry/runtime';
import type { categoriesSliderFields, categoriesSliderParams } from './schema';

export default defineRuntime<typeof categoriesSliderFields, typeof categoriesSliderParams>({
  type: 'media_categories_slider',
  catalogs: ['media'],
  load: () => import('./CategoriesSlider'),
});
