import { defineRuntime } from '../../../engine/registry/runtime';
import type { coordinatesMapFields, coordinatesMapParams } from './schema';

export default defineRuntime<typeof coordinatesMapFields, typeof coordinatesMapParams>({
  type: 'media_coordinates_map',
  catalogs: ['media'],
  colorSchemeFields: ['cta'],
  load: () => import('./CoordinatesMap'),
});
