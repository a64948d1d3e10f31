import { Type } from '@sinclair/typebox';
import { BrokerItem, TestimonialCard } from '../../../domain';
import { ColorScheme, label, OrientationX, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const brokersCarouselFields = Type.Object(
  {
    ...namedHeading,
    broker: titled(BrokerItem, 'Courtier', 'Broker'),
    testimonials_repeater: Type.Array(TestimonialCard, {
      minItems: 1,
      maxItems: 100,
      ...label('Témoignages', 'Testimonials'),
    }),
  },
  { additionalProperties: false },
);

export const brokersCarouselParams = Type.Object(
  {
    color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')),
    orientation_x: Type.Optional(
      titled(OrientationX, 'Côté du courtier', 'Side of the broker', {
        fr: 'Le courtier à gauche ou à droite des témoignages',
        en: 'The broker on the left or the right of the testimonials',
      }),
    ),
  },
  { additionalProperties: false },
);
