import { Type } from '@sinclair/typebox';
import { TestimonialCard } from '../../../domain';
import { ColorScheme, label, Text, titled } from '../../../engine/schemas';

export const testimonialsSliderFields = Type.Object(
  {
    main_title: Type.Optional(titled(Text, 'Titre', 'Title')),
    testimonials_repeater: Type.Array(TestimonialCard, {
      minItems: 1,
      maxItems: 100,
      ...label('Témoignages', 'Testimonials'),
    }),
  },
  { additionalProperties: false },
);

export const testimonialsSliderParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
