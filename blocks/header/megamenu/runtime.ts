import { defineRuntime } from '../../../engine/registry/runtime';
import { OVERLAP } from '../../../ui/constants';
import type { headerMegamenuFields, headerMegamenuParams } from './schema';

export default defineRuntime<typeof headerMegamenuFields, typeof headerMegamenuParams>({
  type: 'header_megamenu',
  overlapBottom: OVERLAP.headerMegamenu,
  load: () => import('./HeaderMegamenu'),
});
