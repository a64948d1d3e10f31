import { defineBlock } from '../../../engine/registry';
import { statisticsFields, statisticsParams } from './schema';

export default defineBlock({
  type: 'content_statistics',
  label: { fr: 'Statistiques', en: 'Statistics' },
  description: { fr: 'Chiffres clés et carte vedette', en: 'Key figures and a featured card' },
  category: 'content',
  fields: statisticsFields,
  params: statisticsParams,
  load: () => import('./Statistics'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
