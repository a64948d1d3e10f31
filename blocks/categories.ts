/** Palette categories of the QA editor, in display order, with their labels. */
export const BLOCK_CATEGORIES = {
  header: { fr: 'En-têtes', en: 'Headers' },
  hero: { fr: 'Héros', en: 'Heroes' },
  content: { fr: 'Texte et médias', en: 'Text and media' },
  properties: { fr: 'Propriétés', en: 'Properties' },
  forms: { fr: 'Formulaires', en: 'Forms' },
  blog: { fr: 'Blogue', en: 'Blog' },
  people: { fr: 'Membres et bureaux', en: 'Members and offices' },
  social: { fr: 'Témoignages et prix', en: 'Testimonials and rewards' },
  layout: { fr: 'Mise en page', en: 'Layout' },
  footer: { fr: 'Pieds de page', en: 'Footers' },
  developer: { fr: 'Développement', en: 'Developer' },
} as const;
export type BlockCategory = keyof typeof BLOCK_CATEGORIES;
