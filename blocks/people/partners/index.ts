import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { partnersFields, partnersParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Partenaires', en: 'Partners' },
  description: {
    fr: 'Partenaires filtrables par étiquette, six premiers puis voir plus',
    en: 'Partners filtered by tag, first six then show more',
  },
  category: 'people',
  fields: partnersFields,
  params: partnersParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
