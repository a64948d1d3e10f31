import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, CssColor, Image, Link, Richtext, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Vertical multi-redirect item (spec 2 §3): main_title, description, cta, image, image_bg_color. */
export const verticalRedirectItem = Type.Object(
  {
    main_title: Text,
    description: Type.Optional(Richtext),
    cta: Type.Optional(Link),
    image: Type.Optional(Image),
    /** Colour behind the image (transparent pictures, logos). */
    image_bg_color: Type.Optional(CssColor),
  },
  { additionalProperties: false },
);
export type VerticalRedirectItem = Static<typeof verticalRedirectItem>;

export const multiRedirectVerticalFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(verticalRedirectItem, { minItems: 1, maxItems: 12, title: 'Items' }),
  },
  { additionalProperties: false },
);

export const multiRedirectVerticalParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
