import { Type } from '@sinclair/typebox';
import { ColorScheme, label, ORIENTATIONS_X, StringEnum } from '../../../engine/schemas';
import { ListItems, splitHeroParts } from '../../shared/schema-parts';

export const heroInfosFields = Type.Object(
  {
    ...splitHeroParts,
    list_items_repeater: ListItems,
  },
  { additionalProperties: false },
);

export const heroInfosParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté du texte', 'Side of the text') }),
    ),
  },
  { additionalProperties: false },
);
