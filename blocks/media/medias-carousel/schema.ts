import { Type } from '@sinclair/typebox';
import { Media } from '../../../engine/schemas';
import { Autoplay, blockParams, closedObject, optionalHeading, repeater } from '../../shared/schema-parts';

export const mediasCarouselFields = closedObject({
  ...optionalHeading,
  media_repeater: repeater(Media, { minItems: 1, maxItems: 20 }, 'Médias', 'Media'),
});

export const mediasCarouselParams = blockParams({
  /** Autoplay (every MEDIAS_CAROUSEL_AUTOPLAY_MS); visitors can pause it, and reduced motion turns it off. */
  autoplay: Type.Optional(Autoplay),
});
