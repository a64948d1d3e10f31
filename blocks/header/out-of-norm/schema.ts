import { Type } from '@sinclair/typebox';
import { Image } from '../../../engine/schemas';
import { headerBaseFields, headerParams, supSectionsField } from '../shared/schema';

export const headerOutOfNormFields = Type.Object(
  {
    ...headerBaseFields,
    sup_sections_repeater: supSectionsField,
    /** Shows the network's logo beside the site's own (spec 1 §3: default true). */
    show_network_logo: Type.Optional(Type.Boolean({ default: true })),
    network_logo: Type.Optional(Image),
  },
  { additionalProperties: false },
);
export const headerOutOfNormParams = headerParams;
