import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertiesListingFields, propertiesListingParams } from './schema';

export default defineRuntime<typeof propertiesListingFields, typeof propertiesListingParams>({
  type: 'properties_listing',
  catalogs: ['properties'],
  load: () => import('./PropertiesListing'),
});
