import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { featuredPostFields, featuredPostParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Article vedette', en: 'Featured post' },
  description: {
    fr: 'Un article en vedette et les suivants en liste (2 jusqu’à xl) ; tous en vedette s’il y en a moins de 3',
    en: 'One featured article and the next ones listed (2 up to xl); all featured when fewer than 3',
  },
  category: 'blog',
  fields: featuredPostFields,
  params: featuredPostParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
