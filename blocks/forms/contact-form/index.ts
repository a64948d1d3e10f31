import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { contactFormFields, contactFormParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Formulaire de contact', en: 'Contact form' },
  description: {
    fr: 'Titre, texte et formulaire de contact, pleine largeur ou centré',
    en: 'Title, text and contact form, full width or centred',
  },
  category: 'forms',
  fields: contactFormFields,
  params: contactFormParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
