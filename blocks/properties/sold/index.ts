import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertiesSoldFields, propertiesSoldParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Propriétés vendues', en: 'Sold properties' },
  description: {
    fr: 'Une carte des propriétés vendues, avec un titre, un texte et un appel à l’action',
    en: 'A map of sold properties, with a title, a text and a call to action',
  },
  category: 'properties',
  fields: propertiesSoldFields,
  params: propertiesSoldParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
