import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertyIframeFields, propertyIframeParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Recherche de propriétés externe (cadre)', en: 'Property iframe' },
  description: {
    fr: 'La page de recherche d’un service externe, dans un cadre qui prend sa hauteur',
    en: 'An external service’s search page, in a frame that takes its height',
  },
  category: 'properties',
  fields: propertyIframeFields,
  params: propertyIframeParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
