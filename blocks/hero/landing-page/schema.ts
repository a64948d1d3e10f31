import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, ORIENTATIONS_X, StringEnum } from '../../../engine/schemas';
import { CtaRepeater, heading, ListItems } from '../../shared/schema-parts';

export const heroLandingPageFields = Type.Object(
  {
    ...heading,
    image: Image,
    /** Selling points listed under the description, each with an icon. */
    list_items_repeater: Type.Optional(ListItems),
    cta_repeater: CtaRepeater,
  },
  { additionalProperties: false },
);

export const heroLandingPageParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left' })),
  },
  { additionalProperties: false },
);
