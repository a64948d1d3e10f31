import { Type } from '@sinclair/typebox';
import { PartnerItem } from '../../../domain';
import { ColorScheme, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const partnersFields = Type.Object(
  {
    ...namedHeading,
    partners_repeater: Type.Array(PartnerItem, {
      minItems: 1,
      maxItems: 120,
      ...label('Partenaires', 'Partners'),
    }),
  },
  { additionalProperties: false },
);

export const partnersParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
