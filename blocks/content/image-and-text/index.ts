import { defineBlock } from '../../../engine/registry';
import { imageAndTextFields, imageAndTextParams } from './schema';

export default defineBlock({
  type: 'content_image_and_text',
  label: { fr: 'Image et texte', en: 'Image and text' },
  description: { fr: 'Texte éditorial à côté d’une image', en: 'Editorial text beside an image' },
  category: 'content',
  fields: imageAndTextFields,
  params: imageAndTextParams,
  load: () => import('./ImageAndText'),
  colorSchemeFields: ['cta_repeater'],
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
