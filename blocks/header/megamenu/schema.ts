import { closedObject, repeater } from '../../shared/schema-parts';
import { headerBaseFields, headerParams, MegaMenuItem, supSectionsField } from '../shared/schema';

export const headerMegamenuFields = closedObject({
  ...headerBaseFields,
  menu_repeater: repeater(MegaMenuItem, { maxItems: 12 }, 'Menu', 'Menu'),
  sup_sections_repeater: supSectionsField,
});
export const headerMegamenuParams = headerParams;
