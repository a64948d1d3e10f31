import { Type } from '@sinclair/typebox';
import { Autoplay, blockParams, closedObject, optionalHeading } from '../../shared/schema-parts';
import { listingParams, PropertyCtaItem } from './schema';

/** Fields of the properties slider and the featured carousel: a head and the filler card. */
export const listingCarouselFields = closedObject({
  ...optionalHeading,
  filler_card: Type.Optional(PropertyCtaItem),
});

export const listingCarouselParams = blockParams({ ...listingParams, autoplay: Type.Optional(Autoplay) });
