import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertiesSoldFields, propertiesSoldParams } from './schema';

export default defineRuntime<typeof propertiesSoldFields, typeof propertiesSoldParams>({
  type: 'properties_sold',
  catalogs: ['properties'],
  load: () => import('./SoldProperties'),
});
