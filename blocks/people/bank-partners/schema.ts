import { BankPartner } from '../../../domain';
import {
  blockParams,
  closedObject,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

export const bankPartnersFields = closedObject({
  ...namedHeading,
  bank_partners_repeater: repeater(
    BankPartner,
    { minItems: 1, maxItems: 30 },
    'Partenaires bancaires',
    'Bank partners',
  ),
});

export const bankPartnersParams = blockParams(namedColorScheme);
