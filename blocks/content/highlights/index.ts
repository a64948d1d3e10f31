import { defineBlock } from '../../../engine/registry';
import { highlightsFields, highlightsParams } from './schema';

export default defineBlock({
  type: 'content_highlights',
  label: { fr: 'Points forts', en: 'Highlights' },
  description: {
    fr: 'Image à gauche ou à droite, titre, texte et liste',
    en: 'Image left or right, title, text and list',
  },
  category: 'content',
  fields: highlightsFields,
  params: highlightsParams,
  load: () => import('./Highlights'),
  colorSchemeFields: ['cta'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
