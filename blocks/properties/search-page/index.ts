import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertiesSearchPageFields, propertiesSearchPageParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Page de recherche de propriétés', en: 'Property search page' },
  description: {
    fr: 'Filtres, liste de propriétés et carte à regroupements',
    en: 'Filters, property list and clustered map',
  },
  category: 'properties',
  fields: propertiesSearchPageFields,
  params: propertiesSearchPageParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
