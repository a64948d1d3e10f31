import { defineBlock } from '../../../engine/registry';
import { footerClassicFields, footerClassicParams } from './schema';

export default defineBlock({
  type: 'footer_classic',
  label: { fr: 'Pied de page classique', en: 'Classic footer' },
  description: {
    fr: 'Logo, appel à l’action, colonnes de liens, mentions et témoins',
    en: 'Logo, call to action, link columns, notices and cookies',
  },
  category: 'footer',
  fields: footerClassicFields,
  params: footerClassicParams,
  load: () => import('./FooterClassic'),
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
