import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroSliderFields, heroSliderParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros carrousel', en: 'Hero slider' },
  description: {
    fr: 'Diapositives défilantes avec vignettes et barre de progression',
    en: 'Rotating slides with thumbnails and a progress bar',
  },
  category: 'hero',
  fields: heroSliderFields,
  params: heroSliderParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
