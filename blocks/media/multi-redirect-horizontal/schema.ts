import { type Static, Type } from '@sinclair/typebox';
import { Icon, Link, label, StringEnum, titled } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  headedItems,
  linkedItemTexts,
  NamedImage,
} from '../../shared/schema-parts';

export const MULTI_REDIRECT_VARIANTS = ['icon', 'image', 'numbered'] as const;

/**
 * Multi-redirect item: main_title, description, cta, icon or image; the numbered
 * variant uses image, link, index and show_number.
 */
export const redirectItem = closedObject({
  ...linkedItemTexts,
  icon: Type.Optional(titled(Icon, 'Icône', 'Icon')),
  image: Type.Optional(NamedImage),
  link: Type.Optional(titled(Link, 'Lien de la carte', 'Card link')),
  /** Number shown by the numbered variant; the item's position when absent. */
  index: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 999,
      ...label('Numéro', 'Number', {
        fr: 'Variante numérotée; la position de l’élément quand il est vide.',
        en: 'Numbered variant; the item’s position when empty.',
      }),
    }),
  ),
  show_number: Type.Optional(
    Type.Boolean({ default: true, ...label('Afficher le numéro', 'Show the number') }),
  ),
});
export type RedirectItem = Static<typeof redirectItem>;

export const multiRedirectHorizontalFields = headedItems(redirectItem, 8);

export const multiRedirectHorizontalParams = blockParams({
  variant: Type.Optional(
    StringEnum(MULTI_REDIRECT_VARIANTS, { default: 'icon', ...label('Variante', 'Variant') }),
  ),
});
