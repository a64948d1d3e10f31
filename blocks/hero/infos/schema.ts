import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, ORIENTATIONS_X, StringEnum } from '../../../engine/schemas';
import { CtaRepeater, heading, ListItems } from '../../shared/schema-parts';

export const heroInfosFields = Type.Object(
  {
    ...heading,
    image: Image,
    list_items_repeater: ListItems,
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const heroInfosParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left' })),
  },
  { additionalProperties: false },
);
