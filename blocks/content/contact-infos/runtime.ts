import { defineRuntime } from '../../../engine/registry/runtime';
import type { contactInfosFields, contactInfosParams } from './schema';

export default defineRuntime<typeof contactInfosFields, typeof contactInfosParams>({
  type: 'content_contact_infos',
  catalogs: ['content'],
  load: () => import('./ContactInfos'),
  colorSchemeFields: ['cta_repeater'],
});
