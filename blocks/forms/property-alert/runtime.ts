import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertyAlertFields, propertyAlertParams } from './schema';

export default defineRuntime<typeof propertyAlertFields, typeof propertyAlertParams>({
  type: 'forms_property_alert',
  catalogs: ['forms', 'ui/forms'],
  load: () => import('./PropertyAlertBlock'),
});
