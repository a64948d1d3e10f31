import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { articlesGridFields, articlesGridParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Grille d’articles', en: 'Blog articles grid' },
  description: {
    fr: 'Derniers articles : 1 sur mobile, 3 jusqu’à xl, tous au-delà ; le premier en grand',
    en: 'Latest articles: 1 on phones, 3 up to xl, all above; the first one large',
  },
  category: 'blog',
  fields: articlesGridFields,
  params: articlesGridParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
