import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, label, titled } from '../../../engine/schemas';
import { heading } from '../../shared/schema-parts';

export const doubleCtaItem = Type.Object(
  {
    ...heading,
    image: Type.Optional(titled(Image, 'Image', 'Image')),
    cta: titled(Link, 'Appel à l’action', 'Call to action'),
    color_scheme: Type.Optional(ColorScheme),
  },
  { additionalProperties: false },
);

export const doubleCtaFields = Type.Object(
  {
    items: Type.Array(doubleCtaItem, {
      minItems: 2,
      maxItems: 2,
      ...label('Appels à l’action', 'Calls to action'),
    }),
  },
  { additionalProperties: false },
);

export const doubleCtaParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);

export type DoubleCtaItem = Static<typeof doubleCtaItem>;
