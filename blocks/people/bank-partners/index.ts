import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { bankPartnersFields, bankPartnersParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Partenaires bancaires', en: 'Bank partners' },
  description: {
    fr: 'Institutions financières et leurs conseillers, filtrables par partenaire',
    en: 'Financial institutions and their advisers, filtered by partner',
  },
  category: 'people',
  fields: bankPartnersFields,
  params: bankPartnersParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
