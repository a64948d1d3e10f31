import { type Static, Type } from '@sinclair/typebox';
import {
  ColorScheme,
  Icon,
  Image,
  Link,
  label,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const MULTI_REDIRECT_VARIANTS = ['icon', 'image', 'numbered'] as const;

/**
 * Multi-redirect item: main_title, description, cta, icon or image; the numbered
 * variant uses image, link, index and show_number.
 */
export const redirectItem = Type.Object(
  {
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    icon: Type.Optional(titled(Icon, 'Icône', 'Icon')),
    image: Type.Optional(titled(Image, 'Image', 'Image')),
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
  },
  { additionalProperties: false },
);
export type RedirectItem = Static<typeof redirectItem>;

export const multiRedirectHorizontalFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(redirectItem, { minItems: 1, maxItems: 8, ...label('Éléments', 'Items') }),
  },
  { additionalProperties: false },
);

export const multiRedirectHorizontalParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    variant: Type.Optional(
      StringEnum(MULTI_REDIRECT_VARIANTS, { default: 'icon', ...label('Variante', 'Variant') }),
    ),
  },
  { additionalProperties: false },
);
