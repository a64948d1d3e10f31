import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { contactInfosFields, contactInfosParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Coordonnées', en: 'Contact details' },
  description: {
    fr: 'Téléphone, courriel, adresse et heures d’ouverture',
    en: 'Phone, email, address and opening hours',
  },
  category: 'content',
  fields: contactInfosFields,
  params: contactInfosParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
