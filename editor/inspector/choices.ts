/**
 * Names of the fixed choices a tester picks from (colour schemes, orientations, link formats...), in
 * the editor's catalogs. A value means the same thing in every block, so it is named once; where a
 * property gives it another sense, `property:value` names it for that property.
 * `choices.test.ts` fails when a choice of a registered block has no name here.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CHOICE_NAMES: Record<string, MessageDescriptor> = {
  // Colour schemes (engine/schemas COLOR_SCHEMES)
  normal: msg`Normal`,
  'normal-grey': msg`Normal gris`,
  inverted: msg`Inversé`,
  // Sides and alignments
  left: msg`Gauche`,
  right: msg`Droite`,
  center: msg`Centre`,
  bottom: msg`Bas`,
  full: msg`Pleine largeur`,
  // Link formats and targets
  link: msg`Lien texte`,
  button: msg`Bouton`,
  'button-outline': msg`Bouton à contour`,
  'button-white': msg`Bouton blanc`,
  icon: msg`Icône seule`,
  _self: msg`Même onglet`,
  _blank: msg`Nouvel onglet`,
  // Font weights
  light: msg`Légère`,
  regular: msg`Normale`,
  medium: msg`Moyenne`,
  bold: msg`Grasse`,
  // Recipients of a message
  broker: msg`Courtier`,
  administrative_team: msg`Équipe administrative`,
  executive_team: msg`Équipe de direction`,
  team: msg`Équipe`,
  office: msg`Bureau`,
  // Member contexts
  brokers: msg`Courtiers`,
  teams: msg`Équipes`,
  admins: msg`Administrateurs`,
  directors: msg`Directeurs`,
  // Code variants, loading priorities
  default: msg`Par défaut`,
  embedded: msg`Intégré`,
  high: msg`Haute`,
  low: msg`Basse`,
  // Layout variants
  variant_1: msg`Variante 1`,
  variant_2: msg`Variante 2`,
  variant_3: msg`Variante 3`,
  'variant:icon': msg`Icônes`,
  'variant:image': msg`Images`,
  'variant:numbered': msg`Numérotée`,
  // Awards (the reward items' identifiers)
  '100-perct': msg`Club 100 %`,
  '100-perct-or': msg`Club 100 % Or`,
  'cercle-legendes': msg`Cercle des légendes`,
  chariman: msg`Club du président`,
  diamant: msg`Club Diamant`,
  'luminary-distinction': msg`Luminaire de distinction`,
  'paramount-off-excellence': msg`Paramount d’excellence`,
  pinacle: msg`Club Pinacle`,
  platine: msg`Club Platine`,
  pretige: msg`Club Prestige`,
  'reussite-carriere': msg`Prix de réussite de carrière`,
  select: msg`Club Sélect`,
  'temple-renomee': msg`Temple de la renommée`,
  titan: msg`Club Titan`,
  // Property types and transactions (the search filters' values), for the listing blocks' filters
  maison: msg`Maison`,
  condo: msg`Condo`,
  prop: msg`Plex (revenus)`,
  ferme: msg`Ferme`,
  chalet: msg`Chalet`,
  terrain: msg`Terrain`,
  comm: msg`Commercial ou industriel`,
  buy: msg`À vendre`,
  rent: msg`À louer`,
  // Minimum down payment rules (domain/mortgage.ts)
  in_force: msg`Règle en vigueur`,
  'ca-2024-12-15': msg`Règle du 15 décembre 2024`,
  'ca-2016-02-15': msg`Règle du 15 février 2016`,
};

/** The descriptor naming `value` of `property`, when there is one. */
export function choiceDescriptor(value: unknown, property?: string): MessageDescriptor | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const key = String(value);
  return (property ? CHOICE_NAMES[`${property}:${key}`] : undefined) ?? CHOICE_NAMES[key];
}

/** The name of a choice in the active language; the value itself when it has none (the test catches it). */
export function choiceName(i18n: I18n, value: unknown, property?: string): string {
  const descriptor = choiceDescriptor(value, property);
  return descriptor ? i18n._(descriptor) : String(value);
}
