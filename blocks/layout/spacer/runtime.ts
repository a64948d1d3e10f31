import { defineRuntime } from '../../../engine/registry/runtime';
import type { spacerFields, spacerParams } from './schema';

export default defineRuntime<typeof spacerFields, typeof spacerParams>({
  type: 'spacer',
  load: () => import('./Spacer'),
});
