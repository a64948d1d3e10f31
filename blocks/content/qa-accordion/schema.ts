import { type Static, Type } from '@sinclair/typebox';
import { Icon, label, Richtext, Text, titled } from '../../../engine/schemas';
import { blockParams, closedObject, MainTitle, repeater } from '../../shared/schema-parts';

export const qaItem = closedObject({
  title: titled(Text, 'Question', 'Question'),
  left_icon: Type.Optional(titled(Icon, 'Icône à gauche', 'Left icon')),
  description: titled(Richtext, 'Réponse', 'Answer'),
});

export const qaAccordionFields = closedObject({
  main_title: Type.Optional(MainTitle),
  items: repeater(qaItem, { minItems: 1, maxItems: 100 }, 'Questions', 'Questions'),
});

export const qaAccordionParams = blockParams({
  /** Opens the first question when the page loads. */
  open_first: Type.Optional(
    Type.Boolean({ default: false, ...label('Ouvrir la première question', 'Open the first question') }),
  ),
});

export type QaItem = Static<typeof qaItem>;
