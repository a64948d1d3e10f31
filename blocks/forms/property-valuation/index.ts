import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { propertyValuationFields, propertyValuationParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Évaluation de propriété', en: 'Property valuation' },
  description: {
    fr: 'Formulaire en 7 étapes : municipalité, propriété, superficies, rapport, projet, coordonnées, adresse',
    en: '7-step form: municipality, property, areas, report, sale, contact details, address',
  },
  category: 'forms',
  fields: propertyValuationFields,
  params: propertyValuationParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
