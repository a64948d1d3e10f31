import { Type } from '@sinclair/typebox';
import { ColorScheme, Media, titled } from '../../../engine/schemas';
import { AlignY, CtaRepeater, heading } from '../../shared/schema-parts';

export const heroCtaFields = Type.Object(
  {
    ...heading,
    bg_media: Type.Optional(titled(Media, 'Média d’arrière-plan', 'Background media')),
    cta_repeater: CtaRepeater,
  },
  { additionalProperties: false },
);

export const heroCtaParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme), align_y: Type.Optional(AlignY) },
  { additionalProperties: false },
);
