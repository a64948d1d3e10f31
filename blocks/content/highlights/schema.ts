import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, ORIENTATIONS_X, StringEnum } from '../../../engine/schemas';
import { heading, ListItems } from '../../shared/schema-parts';

export const highlightsFields = Type.Object(
  { ...heading, image: Image, list_items_repeater: Type.Optional(ListItems), cta: Type.Optional(Link) },
  { additionalProperties: false },
);

export const highlightsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the image. */
    orientation_x: Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left' })),
  },
  { additionalProperties: false },
);
