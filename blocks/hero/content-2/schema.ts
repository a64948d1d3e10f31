import { Type } from '@sinclair/typebox';
import { ColorScheme, Media, StringEnum } from '../../../engine/schemas';
import { CtaRepeater, heading, ORIENTATIONS_3 } from '../../shared/schema-parts';

export const heroContent2Fields = Type.Object(
  { ...heading, bg_media: Media, cta_repeater: Type.Optional(CtaRepeater) },
  { additionalProperties: false },
);

export const heroContent2Params = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Where the text sits over the background media. */
    orientation: Type.Optional(StringEnum(ORIENTATIONS_3, { default: 'left' })),
  },
  { additionalProperties: false },
);
