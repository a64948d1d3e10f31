import { OfficeItem } from '../../../domain';
import { blockParams, headedList, namedColorScheme, repeater } from '../../shared/schema-parts';

export const officesGridFields = headedList(
  'offices_repeater',
  repeater(OfficeItem, { minItems: 1, maxItems: 200 }, 'Bureaux', 'Offices'),
);

export const officesGridParams = blockParams(namedColorScheme);
