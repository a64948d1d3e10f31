import { PartnerItem } from '../../../domain';
import { blockParams, headedList, namedColorScheme } from '../../shared/schema-parts';

export const partnersFields = headedList(
  'partners_repeater',
  PartnerItem,
  { minItems: 1, maxItems: 120 },
  'Partenaires',
  'Partners',
);

export const partnersParams = blockParams(namedColorScheme);
