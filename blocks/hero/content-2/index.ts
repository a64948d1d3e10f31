import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroContent2Fields, heroContent2Params } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros contenu 2', en: 'Content hero 2' },
  description: {
    fr: 'Média en arrière-plan, texte à gauche, à droite ou au centre',
    en: 'Background media, text left, right or centre',
  },
  category: 'hero',
  fields: heroContent2Fields,
  params: heroContent2Params,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
