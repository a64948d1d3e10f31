import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertyAlertFields, propertyAlertParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Alerte immobilière', en: 'Property alert' },
  description: {
    fr: 'Formulaire en 6 étapes : municipalités, déménagement, budget, propriété, coordonnées, adresse',
    en: '6-step form: municipalities, move, budget, property, contact details, address',
  },
  category: 'forms',
  fields: propertyAlertFields,
  params: propertyAlertParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
