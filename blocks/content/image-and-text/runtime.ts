import { defineRuntime } from '../../../engine/registry/runtime';
import type { imageAndTextFields, imageAndTextParams } from './schema';

export default defineRuntime<typeof imageAndTextFields, typeof imageAndTextParams>({
  type: 'content_image_and_text',
  load: () => import('./ImageAndText'),
  colorSchemeFields: ['cta_repeater'],
});
