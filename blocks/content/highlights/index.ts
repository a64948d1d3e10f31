import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { highlightsFields, highlightsParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Points forts', en: 'Highlights' },
  description: {
    fr: 'Image à gauche ou à droite, titre, texte et liste',
    en: 'Image left or right, title, text and list',
  },
  category: 'content',
  fields: highlightsFields,
  params: highlightsParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
