import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { memberCardsFields, memberCardsParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Fiches des membres', en: 'Member cards' },
  description: {
    fr: 'Grille de fiches filtrable par bureau, chargée page par page au défilement',
    en: 'Grid of cards filtered by office, loaded page by page on scroll',
  },
  category: 'people',
  fields: memberCardsFields,
  params: memberCardsParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
