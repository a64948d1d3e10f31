import { defineBlock } from '../../../engine/registry';
import { partnersFields, partnersParams } from './schema';

export default defineBlock({
  type: 'people_partners',
  label: { fr: 'Partenaires', en: 'Partners' },
  description: {
    fr: 'Partenaires filtrables par étiquette, six premiers puis voir plus',
    en: 'Partners filtered by tag, first six then show more',
  },
  category: 'people',
  fields: partnersFields,
  params: partnersParams,
  load: () => import('./Partners'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
