import { defineRuntime } from '../../../engine/registry/runtime';
import { OVERLAP } from '../../../ui/constants';
import type { headerClassicFields, headerClassicParams } from './schema';

export default defineRuntime<typeof headerClassicFields, typeof headerClassicParams>({
  type: 'header_classic',
  overlapBottom: OVERLAP.headerClassic,
  load: () => import('./HeaderClassic'),
});
