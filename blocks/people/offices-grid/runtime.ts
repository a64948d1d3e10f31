import { defineRuntime } from '../../../engine/registry/runtime';
import type { officesGridFields, officesGridParams } from './schema';

export default defineRuntime<typeof officesGridFields, typeof officesGridParams>({
  type: 'people_offices_grid',
  catalogs: ['people'],
  load: () => import('./OfficesGrid'),
});
