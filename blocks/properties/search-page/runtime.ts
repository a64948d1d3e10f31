import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertiesSearchPageFields, propertiesSearchPageParams } from './schema';

export default defineRuntime<typeof propertiesSearchPageFields, typeof propertiesSearchPageParams>({
  type: 'properties_search_page',
  catalogs: ['properties'],
  load: () => import('./PropertiesSearchPage'),
});
