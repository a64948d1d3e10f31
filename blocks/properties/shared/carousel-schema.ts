import { Type } from '@sinclair/typebox';
import { label } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';
import { listingParams, PropertyCtaItem } from './schema';

/** Fields of the properties slider and the featured carousel: a head and the filler card. */
export const listingCarouselFields = Type.Object(
  { ...optionalHeading, filler_card: Type.Optional(PropertyCtaItem) },
  { additionalProperties: false },
);

export const listingCarouselParams = Type.Object(
  {
    ...listingParams,
    autoplay: Type.Optional(Type.Boolean({ default: true, ...label('Défilement automatique', 'Autoplay') })),
  },
  { additionalProperties: false },
);
