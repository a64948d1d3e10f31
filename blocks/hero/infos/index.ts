import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { heroInfosFields, heroInfosParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Héros infos', en: 'Infos hero' },
  description: { fr: 'Image, titre et liste d’informations', en: 'Image, title and list of information' },
  category: 'hero',
  fields: heroInfosFields,
  params: heroInfosParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
