import { defineRuntime } from '../../../engine/registry/runtime';
import { OVERLAP } from '../../../ui/constants';
import type { headerOutOfNormFields, headerOutOfNormParams } from './schema';

export default defineRuntime<typeof headerOutOfNormFields, typeof headerOutOfNormParams>({
  type: 'header_out_of_norm',
  overlapBottom: OVERLAP.headerOutOfNorm,
  load: () => import('./HeaderOutOfNorm'),
});
