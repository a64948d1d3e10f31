import { defineBlock } from '../../../engine/registry';
import { coordinatesMapFields, coordinatesMapParams } from './schema';

export default defineBlock({
  type: 'media_coordinates_map',
  label: { fr: 'Carte d’un emplacement', en: 'Coordinates map' },
  description: { fr: 'Un lieu sur une carte, avec son texte', en: 'A place on a map, with its text' },
  category: 'content',
  fields: coordinatesMapFields,
  params: coordinatesMapParams,
  colorSchemeFields: ['cta'],
  load: () => import('./CoordinatesMap'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
