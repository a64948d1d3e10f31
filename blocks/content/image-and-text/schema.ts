import { Type } from '@sinclair/typebox';
import { ColorScheme, Edito, Image, ORIENTATIONS_X, StringEnum, Text } from '../../../engine/schemas';
import { CtaRepeater } from '../../shared/schema-parts';

export const imageAndTextFields = Type.Object(
  {
    super_title: Type.Optional(Text),
    main_title: Type.Optional(Text),
    /** Editorial text: headings, paragraphs, lists, quotes. */
    description: Edito,
    image: Image,
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const imageAndTextParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the image. */
    orientation_x: Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left' })),
  },
  { additionalProperties: false },
);
