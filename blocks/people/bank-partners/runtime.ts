import { defineRuntime } from '../../../engine/registry/runtime';
import type { bankPartnersFields, bankPartnersParams } from './schema';

export default defineRuntime<typeof bankPartnersFields, typeof bankPartnersParams>({
  type: 'people_bank_partners',
  catalogs: ['people'],
  load: () => import('./BankPartners'),
});
