import { defineBlock } from '../../../engine/registry';
import { propertyAlertFields, propertyAlertParams } from './schema';

export default defineBlock({
  type: 'forms_property_alert',
  label: { fr: 'Alerte immobilière', en: 'Property alert' },
  description: {
    fr: 'Formulaire en 6 étapes : municipalités, déménagement, budget, propriété, coordonnées, adresse',
    en: '6-step form: municipalities, move, budget, property, contact details, address',
  },
  category: 'forms',
  fields: propertyAlertFields,
  params: propertyAlertParams,
  load: () => import('./PropertyAlertBlock'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
