import type { Static } from '@sinclair/typebox';
import { blockParams, closedObject, itemTexts, optionalHeading, repeater } from '../../shared/schema-parts';

export const listItem = closedObject(itemTexts);

export const listFields = closedObject({
  ...optionalHeading,
  items: repeater(listItem, { minItems: 1, maxItems: 99 }, 'Éléments', 'Items'),
});

export const listParams = blockParams();

export type ListBlockItem = Static<typeof listItem>;
