import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { imageAndTextFields, imageAndTextParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Image et texte', en: 'Image and text' },
  description: { fr: 'Texte éditorial à côté d’une image', en: 'Editorial text beside an image' },
  category: 'content',
  fields: imageAndTextFields,
  params: imageAndTextParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
