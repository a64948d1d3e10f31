import { BrokerItem, TestimonialCard } from '../../../domain';
import { OrientationX, titled } from '../../../engine/schemas';
import {
  blockParams,
  headedFields,
  namedColorScheme,
  optionalTitled,
  repeater,
} from '../../shared/schema-parts';

export const brokersCarouselFields = headedFields({
  broker: titled(BrokerItem, 'Courtier', 'Broker'),
  testimonials_repeater: repeater(
    TestimonialCard,
    { minItems: 1, maxItems: 100 },
    'Témoignages',
    'Testimonials',
  ),
});

export const brokersCarouselParams = blockParams({
  ...namedColorScheme,
  orientation_x: optionalTitled(OrientationX, 'Côté du courtier', 'Side of the broker', {
    fr: 'Le courtier à gauche ou à droite des témoignages',
    en: 'The broker on the left or the right of the testimonials',
  }),
});
