import { defineBlock } from '../../../engine/registry';
import { bankPartnersFields, bankPartnersParams } from './schema';

export default defineBlock({
  type: 'people_bank_partners',
  label: { fr: 'Partenaires bancaires', en: 'Bank partners' },
  description: {
    fr: 'Institutions financières et leurs conseillers, filtrables par partenaire',
    en: 'Financial institutions and their advisers, filtered by partner',
  },
  category: 'people',
  fields: bankPartnersFields,
  params: bankPartnersParams,
  load: () => import('./BankPartners'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
