import { Type } from '@sinclair/typebox';
import { label } from '../../../engine/schemas';
import { headerBaseFields, headerParams, MegaMenuItem, supSectionsField } from '../shared/schema';

export const headerMegamenuFields = Type.Object(
  {
    ...headerBaseFields,
    menu_repeater: Type.Array(MegaMenuItem, { maxItems: 12, ...label('Menu', 'Menu') }),
    sup_sections_repeater: supSectionsField,
  },
  { additionalProperties: false },
);
export const headerMegamenuParams = headerParams;
