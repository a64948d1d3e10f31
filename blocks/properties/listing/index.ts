import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertiesListingFields, propertiesListingParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Propriétés (liste et carte)', en: 'Properties (list and map)' },
  description: {
    fr: 'Quelques propriétés à côté d’une carte à regroupements, et un lien vers la recherche',
    en: 'A few properties beside a clustered map, and a link to the search',
  },
  category: 'properties',
  fields: propertiesListingFields,
  params: propertiesListingParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
