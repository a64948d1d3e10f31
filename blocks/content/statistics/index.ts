import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { statisticsFields, statisticsParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Statistiques', en: 'Statistics' },
  description: { fr: 'Chiffres clés et carte vedette', en: 'Key figures and a featured card' },
  category: 'content',
  fields: statisticsFields,
  params: statisticsParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
