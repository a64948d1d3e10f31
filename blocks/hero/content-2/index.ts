import { defineBlock } from '../../../engine/registry';
import { heroContent2Fields, heroContent2Params } from './schema';

export default defineBlock({
  type: 'hero_content_2',
  label: { fr: 'Héros contenu 2', en: 'Content hero 2' },
  description: {
    fr: 'Média en arrière-plan, texte à gauche, à droite ou au centre',
    en: 'Background media, text left, right or centre',
  },
  category: 'hero',
  fields: heroContent2Fields,
  params: heroContent2Params,
  load: () => import('./HeroContent2'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
