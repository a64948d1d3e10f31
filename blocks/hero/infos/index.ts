import { defineBlock } from '../../../engine/registry';
import { heroInfosFields, heroInfosParams } from './schema';

export default defineBlock({
  type: 'hero_infos',
  label: { fr: 'Héros infos', en: 'Infos hero' },
  description: { fr: 'Image, titre et liste d’informations', en: 'Image, title and list of information' },
  category: 'hero',
  fields: heroInfosFields,
  params: heroInfosParams,
  load: () => import('./HeroInfos'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
