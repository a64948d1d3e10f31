import { Type } from '@sinclair/typebox';
import { ColorScheme, Media } from '../../../engine/schemas';
import { headFields } from '../parts/schema-parts';

export const mediasCarouselFields = Type.Object(
  {
    ...headFields,
    media_repeater: Type.Array(Media, { minItems: 1, maxItems: 20, title: 'Medias' }),
  },
  { additionalProperties: false },
);

export const mediasCarouselParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Autoplay (every MEDIAS_CAROUSEL_AUTOPLAY_MS); visitors can pause it, and reduced motion turns it off. */
    autoplay: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
