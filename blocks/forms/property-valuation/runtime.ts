import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertyValuationFields, propertyValuationParams } from './schema';

export default defineRuntime<typeof propertyValuationFields, typeof propertyValuationParams>({
  type: 'forms_property_valuation',
  catalogs: ['forms', 'ui/forms'],
  load: () => import('./PropertyValuationBlock'),
});
