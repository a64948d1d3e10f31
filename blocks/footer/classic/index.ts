import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { footerClassicFields, footerClassicParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Pied de page classique', en: 'Classic footer' },
  description: {
    fr: 'Logo, appel à l’action, colonnes de liens, mentions et témoins',
    en: 'Logo, call to action, link columns, notices and cookies',
  },
  category: 'footer',
  fields: footerClassicFields,
  params: footerClassicParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
