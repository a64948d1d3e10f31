import { Type } from '@sinclair/typebox';
import { BankPartner } from '../../../domain';
import { ColorScheme, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const bankPartnersFields = Type.Object(
  {
    ...namedHeading,
    bank_partners_repeater: Type.Array(BankPartner, {
      minItems: 1,
      maxItems: 30,
      ...label('Partenaires bancaires', 'Bank partners'),
    }),
  },
  { additionalProperties: false },
);

export const bankPartnersParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
