import { defineBlock } from '../../../engine/registry';
import { contactInfosFields, contactInfosParams } from './schema';

export default defineBlock({
  type: 'content_contact_infos',
  label: { fr: 'Coordonnées', en: 'Contact details' },
  description: {
    fr: 'Téléphone, courriel, adresse et heures d’ouverture',
    en: 'Phone, email, address and opening hours',
  },
  category: 'content',
  fields: contactInfosFields,
  params: contactInfosParams,
  load: () => import('./ContactInfos'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
