import { Type } from '@sinclair/typebox';
import { OfficeItem } from '../../../domain';
import { ColorScheme, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const officesGridFields = Type.Object(
  {
    ...namedHeading,
    offices_repeater: Type.Array(OfficeItem, { minItems: 1, maxItems: 200, ...label('Bureaux', 'Offices') }),
  },
  { additionalProperties: false },
);

export const officesGridParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
