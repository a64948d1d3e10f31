import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Icon, label, Richtext, Text, titled } from '../../../engine/schemas';

export const qaItem = Type.Object(
  {
    title: titled(Text, 'Question', 'Question'),
    left_icon: Type.Optional(titled(Icon, 'Icône à gauche', 'Left icon')),
    description: titled(Richtext, 'Réponse', 'Answer'),
  },
  { additionalProperties: false },
);

export const qaAccordionFields = Type.Object(
  {
    main_title: Type.Optional(titled(Text, 'Titre principal', 'Main title')),
    items: Type.Array(qaItem, { minItems: 1, maxItems: 100, ...label('Questions', 'Questions') }),
  },
  { additionalProperties: false },
);

export const qaAccordionParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Opens the first question when the page loads. */
    open_first: Type.Optional(
      Type.Boolean({ default: false, ...label('Ouvrir la première question', 'Open the first question') }),
    ),
  },
  { additionalProperties: false },
);

export type QaItem = Static<typeof qaItem>;
