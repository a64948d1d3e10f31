import { Type } from '@sinclair/typebox';
import {
  ColorScheme,
  Edito,
  Image,
  label,
  ORIENTATIONS_X,
  StringEnum,
  titled,
} from '../../../engine/schemas';
import { CtaRepeater, MainTitle, SuperTitle } from '../../shared/schema-parts';

export const imageAndTextFields = Type.Object(
  {
    super_title: Type.Optional(SuperTitle),
    main_title: Type.Optional(MainTitle),
    /** Editorial text: headings, paragraphs, lists, quotes. */
    description: titled(Edito, 'Texte', 'Text'),
    image: titled(Image, 'Image', 'Image'),
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const imageAndTextParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the image. */
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté de l’image', 'Side of the image') }),
    ),
  },
  { additionalProperties: false },
);
