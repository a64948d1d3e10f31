import { Type } from '@sinclair/typebox';
import { TestimonialCard } from '../../../domain';
import { blockParams, closedObject, namedColorScheme, repeater, Title } from '../../shared/schema-parts';

export const testimonialsSliderFields = closedObject({
  main_title: Type.Optional(Title),
  testimonials_repeater: repeater(
    TestimonialCard,
    { minItems: 1, maxItems: 100 },
    'Témoignages',
    'Testimonials',
  ),
});

export const testimonialsSliderParams = blockParams(namedColorScheme);
