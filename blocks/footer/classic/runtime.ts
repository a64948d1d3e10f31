import { defineRuntime } from '../../../engine/registry/runtime';
import type { footerClassicFields, footerClassicParams } from './schema';

export default defineRuntime<typeof footerClassicFields, typeof footerClassicParams>({
  type: 'footer_classic',
  load: () => import('./FooterClassic'),
});
