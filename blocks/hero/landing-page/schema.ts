import { Type } from '@sinclair/typebox';
import { ColorScheme, label, ORIENTATIONS_X, StringEnum } from '../../../engine/schemas';
import { CtaRepeater, splitHeroParts } from '../../shared/schema-parts';

export const heroLandingPageFields = Type.Object(
  {
    ...splitHeroParts,
    cta_repeater: CtaRepeater,
  },
  { additionalProperties: false },
);

export const heroLandingPageParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté du texte', 'Side of the text') }),
    ),
  },
  { additionalProperties: false },
);
