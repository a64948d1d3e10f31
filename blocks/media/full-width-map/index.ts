import { defineBlock } from '../../../engine/registry';
import { fullWidthMapFields, fullWidthMapParams } from './schema';

export default defineBlock({
  type: 'media_full_width_map',
  label: { fr: 'Carte pleine largeur', en: 'Full-width map' },
  description: { fr: 'Carte avec des repères et leurs fenêtres', en: 'Map with markers and their popups' },
  category: 'content',
  fields: fullWidthMapFields,
  params: fullWidthMapParams,
  load: () => import('./FullWidthMap'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
