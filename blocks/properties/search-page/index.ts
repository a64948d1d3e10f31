import { defineBlock } from '../../../engine/registry';
import { propertiesSearchPageFields, propertiesSearchPageParams } from './schema';

export default defineBlock({
  type: 'properties_search_page',
  label: { fr: 'Page de recherche de propriétés', en: 'Property search page' },
  description: {
    fr: 'Filtres, liste de propriétés et carte à regroupements',
    en: 'Filters, property list and clustered map',
  },
  category: 'properties',
  fields: propertiesSearchPageFields,
  params: propertiesSearchPageParams,
  load: () => import('./PropertiesSearchPage'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
