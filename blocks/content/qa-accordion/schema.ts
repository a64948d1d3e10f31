import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Icon, Richtext, Text } from '../../../engine/schemas';

export const qaItem = Type.Object(
  {
    title: Text,
    left_icon: Type.Optional(Icon),
    description: Richtext,
  },
  { additionalProperties: false },
);

export const qaAccordionFields = Type.Object(
  {
    main_title: Type.Optional(Text),
    items: Type.Array(qaItem, { minItems: 1, maxItems: 100, title: 'Questions' }),
  },
  { additionalProperties: false },
);

export const qaAccordionParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Opens the first question when the page loads. */
    open_first: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export type QaItem = Static<typeof qaItem>;
