import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { headerMegamenuFields, headerMegamenuParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'En-tête avec méga-menu', en: 'Mega-menu header' },
  description: {
    fr: 'Sur-en-tête et méga-menu groupé avec image vedette',
    en: 'Super-header and grouped mega menu with a featured image',
  },
  category: 'header',
  fields: headerMegamenuFields,
  params: headerMegamenuParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
