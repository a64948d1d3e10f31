import { defineRuntime } from '../../../engine/registry/runtime';
import type { scriptFields, scriptParams } from './schema';

export default defineRuntime<typeof scriptFields, typeof scriptParams>({
  type: 'script_block',
  load: () => import('./ScriptBlock'),
});
