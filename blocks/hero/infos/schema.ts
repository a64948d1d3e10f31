import { blockParams, closedObject, ListItems, sideParam, splitHeroParts } from '../../shared/schema-parts';

export const heroInfosFields = closedObject({ ...splitHeroParts, list_items_repeater: ListItems });

export const heroInfosParams = blockParams({ orientation_x: sideParam('Côté du texte', 'Side of the text') });
