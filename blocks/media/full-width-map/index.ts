import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { fullWidthMapFields, fullWidthMapParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carte pleine largeur', en: 'Full-width map' },
  description: { fr: 'Carte avec des repères et leurs fenêtres', en: 'Map with markers and their popups' },
  category: 'content',
  fields: fullWidthMapFields,
  params: fullWidthMapParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
