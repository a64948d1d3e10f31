import { defineRuntime } from '../../../engine/registry/runtime';
import type { contactFormFields, contactFormParams } from './schema';

export default defineRuntime<typeof contactFormFields, typeof contactFormParams>({
  type: 'contact_form',
  catalogs: ['ui/forms'],
  load: () => import('./ContactFormBlock'),
});
