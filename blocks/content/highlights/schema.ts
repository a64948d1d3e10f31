import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, label, ORIENTATIONS_X, StringEnum, titled } from '../../../engine/schemas';
import { heading, ListItems } from '../../shared/schema-parts';

export const highlightsFields = Type.Object(
  {
    ...heading,
    image: titled(Image, 'Image', 'Image'),
    list_items_repeater: Type.Optional(ListItems),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
  },
  { additionalProperties: false },
);

export const highlightsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the image. */
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté de l’image', 'Side of the image') }),
    ),
  },
  { additionalProperties: false },
);
