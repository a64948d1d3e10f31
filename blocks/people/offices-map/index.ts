import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { officesMapFields, officesMapParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carte des bureaux', en: 'Offices map' },
  description: {
    fr: 'Une carte et la liste des bureaux, liées : choisir un bureau le montre sur la carte',
    en: 'A map and the list of offices, linked: picking an office shows it on the map',
  },
  category: 'people',
  fields: officesMapFields,
  params: officesMapParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
