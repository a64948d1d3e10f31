import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, label, ORIENTATIONS_X, StringEnum, titled } from '../../../engine/schemas';
import { CtaRepeater, heading } from '../../shared/schema-parts';

export const heroContent1Fields = Type.Object(
  { ...heading, image: titled(Image, 'Image', 'Image'), cta_repeater: Type.Optional(CtaRepeater) },
  { additionalProperties: false },
);

export const heroContent1Params = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the text; the image takes the other side. */
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté du texte', 'Side of the text') }),
    ),
  },
  { additionalProperties: false },
);
