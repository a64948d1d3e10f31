import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Icon, Image, Link, Richtext, StringEnum, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const MULTI_REDIRECT_VARIANTS = ['icon', 'image', 'numbered'] as const;

/**
 * Multi-redirect item (spec 2 §3): main_title, description, cta, icon or image; the numbered
 * variant uses image, link, index and show_number.
 */
export const redirectItem = Type.Object(
  {
    main_title: Text,
    description: Type.Optional(Richtext),
    cta: Type.Optional(Link),
    icon: Type.Optional(Icon),
    image: Type.Optional(Image),
    link: Type.Optional(Link),
    /** Number shown by the numbered variant; the item's position when absent. */
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    show_number: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type RedirectItem = Static<typeof redirectItem>;

export const multiRedirectHorizontalFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(redirectItem, { minItems: 1, maxItems: 8, title: 'Items' }),
  },
  { additionalProperties: false },
);

export const multiRedirectHorizontalParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    variant: Type.Optional(StringEnum(MULTI_REDIRECT_VARIANTS, { default: 'icon' })),
  },
  { additionalProperties: false },
);
