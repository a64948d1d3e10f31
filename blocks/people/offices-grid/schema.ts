import { OfficeItem } from '../../../domain';
import {
  blockParams,
  closedObject,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

export const officesGridFields = closedObject({
  ...namedHeading,
  offices_repeater: repeater(OfficeItem, { minItems: 1, maxItems: 200 }, 'Bureaux', 'Offices'),
});

export const officesGridParams = blockParams(namedColorScheme);
