import { defineBlock } from '../../../engine/registry';
import { propertyIframeFields, propertyIframeParams } from './schema';

export default defineBlock({
  type: 'property_iframe',
  label: { fr: 'Recherche de propriétés externe (cadre)', en: 'Property iframe' },
  description: {
    fr: 'La page de recherche d’un service externe, dans un cadre qui prend sa hauteur',
    en: 'An external service’s search page, in a frame that takes its height',
  },
  category: 'properties',
  fields: propertyIframeFields,
  params: propertyIframeParams,
  load: () => import('./PropertyIframe'),
  // The wide layout's overlap (90 from a window width of 1500) is measured once mounted
  // (useWideOverlap.ts); the server, which cannot know the width, declares none.
  overlapBottom: 0,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
