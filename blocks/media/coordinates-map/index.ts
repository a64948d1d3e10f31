import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { coordinatesMapFields, coordinatesMapParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carte d’un emplacement', en: 'Coordinates map' },
  description: { fr: 'Un lieu sur une carte, avec son texte', en: 'A place on a map, with its text' },
  category: 'content',
  fields: coordinatesMapFields,
  params: coordinatesMapParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
