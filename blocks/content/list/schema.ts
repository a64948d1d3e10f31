import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, label, Richtext, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const listItem = Type.Object(
  {
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
  },
  { additionalProperties: false },
);

export const listFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(listItem, { minItems: 1, maxItems: 99, ...label('Éléments', 'Items') }),
  },
  { additionalProperties: false },
);

export const listParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);

export type ListBlockItem = Static<typeof listItem>;
