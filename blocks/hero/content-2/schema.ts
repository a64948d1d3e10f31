import { Type } from '@sinclair/typebox';
import { ColorScheme, label, Media, StringEnum, titled } from '../../../engine/schemas';
import { CtaRepeater, heading, ORIENTATIONS_3 } from '../../shared/schema-parts';

export const heroContent2Fields = Type.Object(
  {
    ...heading,
    bg_media: titled(Media, 'Média d’arrière-plan', 'Background media'),
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const heroContent2Params = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Where the text sits over the background media. */
    orientation: Type.Optional(
      StringEnum(ORIENTATIONS_3, { default: 'left', ...label('Position du texte', 'Position of the text') }),
    ),
  },
  { additionalProperties: false },
);
