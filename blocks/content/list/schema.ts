import type { Static } from '@sinclair/typebox';
import { blockParams, closedObject, headedItems, itemTexts } from '../../shared/schema-parts';

export const listItem = closedObject(itemTexts);

export const listFields = headedItems(listItem, 99);

export const listParams = blockParams();

export type ListBlockItem = Static<typeof listItem>;
