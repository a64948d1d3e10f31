import { TestimonialCard } from '../../../domain';
import {
  blockParams,
  closedObject,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

export const testimonialsListFields = closedObject({
  ...namedHeading,
  testimonials_repeater: repeater(
    TestimonialCard,
    { minItems: 1, maxItems: 100 },
    'Témoignages',
    'Testimonials',
  ),
});

export const testimonialsListParams = blockParams(namedColorScheme);
