import { defineRuntime } from '../../../engine/registry/runtime';
import type { partnersFields, partnersParams } from './schema';

export default defineRuntime<typeof partnersFields, typeof partnersParams>({
  type: 'people_partners',
  catalogs: ['people'],
  load: () => import('./Partners'),
});
