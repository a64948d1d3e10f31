import { PartnerItem } from '../../../domain';
import {
  blockParams,
  closedObject,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

export const partnersFields = closedObject({
  ...namedHeading,
  partners_repeater: repeater(PartnerItem, { minItems: 1, maxItems: 120 }, 'Partenaires', 'Partners'),
});

export const partnersParams = blockParams(namedColorScheme);
