import { defineBlock } from '../../../engine/registry';
import { heroSliderFields, heroSliderParams } from './schema';

export default defineBlock({
  type: 'hero_slider',
  label: { fr: 'Héros carrousel', en: 'Hero slider' },
  description: {
    fr: 'Diapositives défilantes avec vignettes et barre de progression',
    en: 'Rotating slides with thumbnails and a progress bar',
  },
  category: 'hero',
  fields: heroSliderFields,
  params: heroSliderParams,
  load: () => import('./HeroSlider'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
