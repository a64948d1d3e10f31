import { defineBlock } from '../../../engine/registry';
import { contactFormFields, contactFormParams } from './schema';

export default defineBlock({
  type: 'contact_form',
  label: { fr: 'Formulaire de contact', en: 'Contact form' },
  description: {
    fr: 'Titre, texte et formulaire de contact, pleine largeur ou centré',
    en: 'Title, text and contact form, full width or centred',
  },
  category: 'forms',
  fields: contactFormFields,
  params: contactFormParams,
  load: () => import('./ContactFormBlock'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
