import { TestimonialCard } from '../../../domain';
import { blockParams, headedList, namedColorScheme, repeater } from '../../shared/schema-parts';

export const testimonialsListFields = headedList(
  'testimonials_repeater',
  repeater(TestimonialCard, { minItems: 1, maxItems: 100 }, 'Témoignages', 'Testimonials'),
);

export const testimonialsListParams = blockParams(namedColorScheme);
