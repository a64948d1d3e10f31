import { Type } from '@sinclair/typebox';
import { TestimonialCard } from '../../../domain';
import { ColorScheme, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const testimonialsListFields = Type.Object(
  {
    ...namedHeading,
    testimonials_repeater: Type.Array(TestimonialCard, {
      minItems: 1,
      maxItems: 100,
      ...label('Témoignages', 'Testimonials'),
    }),
  },
  { additionalProperties: false },
);

export const testimonialsListParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
