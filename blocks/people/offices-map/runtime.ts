import { defineRuntime } from '../../../engine/registry/runtime';
import type { officesMapFields, officesMapParams } from './schema';

export default defineRuntime<typeof officesMapFields, typeof officesMapParams>({
  type: 'people_offices_map',
  catalogs: ['people'],
  load: () => import('./OfficesMap'),
});
