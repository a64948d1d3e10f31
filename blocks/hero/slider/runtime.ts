import { defineRuntime } from '../../../engine/registry/runtime';
import type { heroSliderFields, heroSliderParams } from './schema';

export default defineRuntime<typeof heroSliderFields, typeof heroSliderParams>({
  type: 'hero_slider',
  catalogs: ['hero'],
  load: () => import('./HeroSlider'),
});
