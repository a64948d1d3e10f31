import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { membersCarouselFields, membersCarouselParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Carrousel des membres', en: 'Members carousel' },
  description: {
    fr: 'Une fiche à la fois et une bande de vignettes : courtiers, équipes, administration ou direction',
    en: 'One card at a time and a strip of thumbnails: brokers, teams, administrators or directors',
  },
  category: 'people',
  fields: membersCarouselFields,
  params: membersCarouselParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
