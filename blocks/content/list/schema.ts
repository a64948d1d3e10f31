import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Richtext, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const listItem = Type.Object(
  { main_title: Text, description: Type.Optional(Richtext) },
  { additionalProperties: false },
);

export const listFields = Type.Object(
  { ...optionalHeading, items: Type.Array(listItem, { minItems: 1, maxItems: 99, title: 'Items' }) },
  { additionalProperties: false },
);

export const listParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);

export type ListBlockItem = Static<typeof listItem>;
