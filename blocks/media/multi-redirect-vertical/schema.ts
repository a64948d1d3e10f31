import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, CssColor, Image, Link, label, Richtext, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Vertical multi-redirect item: main_title, description, cta, image, image_bg_color. */
export const verticalRedirectItem = Type.Object(
  {
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    image: Type.Optional(titled(Image, 'Image', 'Image')),
    /** Colour behind the image (transparent pictures, logos). */
    image_bg_color: Type.Optional(titled(CssColor, 'Couleur derrière l’image', 'Colour behind the image')),
  },
  { additionalProperties: false },
);
export type VerticalRedirectItem = Static<typeof verticalRedirectItem>;

export const multiRedirectVerticalFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(verticalRedirectItem, { minItems: 1, maxItems: 12, ...label('Éléments', 'Items') }),
  },
  { additionalProperties: false },
);

export const multiRedirectVerticalParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
