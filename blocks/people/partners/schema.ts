import { PartnerItem } from '../../../domain';
import { blockParams, headedList, namedColorScheme, repeater } from '../../shared/schema-parts';

export const partnersFields = headedList(
  'partners_repeater',
  repeater(PartnerItem, { minItems: 1, maxItems: 120 }, 'Partenaires', 'Partners'),
);

export const partnersParams = blockParams(namedColorScheme);
