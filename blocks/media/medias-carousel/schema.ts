import { Type } from '@sinclair/typebox';
import { ColorScheme, label, Media } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const mediasCarouselFields = Type.Object(
  {
    ...optionalHeading,
    media_repeater: Type.Array(Media, { minItems: 1, maxItems: 20, ...label('Médias', 'Media') }),
  },
  { additionalProperties: false },
);

export const mediasCarouselParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Autoplay (every MEDIAS_CAROUSEL_AUTOPLAY_MS); visitors can pause it, and reduced motion turns it off. */
    autoplay: Type.Optional(Type.Boolean({ default: true, ...label('Défilement automatique', 'Autoplay') })),
  },
  { additionalProperties: false },
);
