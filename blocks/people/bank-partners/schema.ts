import { BankPartner } from '../../../domain';
import { blockParams, headedList, namedColorScheme, repeater } from '../../shared/schema-parts';

export const bankPartnersFields = headedList(
  'bank_partners_repeater',
  repeater(BankPartner, { minItems: 1, maxItems: 30 }, 'Partenaires bancaires', 'Bank partners'),
);

export const bankPartnersParams = blockParams(namedColorScheme);
