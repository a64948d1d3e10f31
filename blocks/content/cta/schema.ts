import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, label, StringEnum, titled } from '../../../engine/schemas';
import { CtaRepeater, heading } from '../../shared/schema-parts';

export const CTA_ORIENTATIONS = ['full', 'left', 'right', 'center'] as const;
export type CtaOrientation = (typeof CTA_ORIENTATIONS)[number];

export const ctaFields = Type.Object(
  { ...heading, image: Type.Optional(titled(Image, 'Image', 'Image')), cta_repeater: CtaRepeater },
  { additionalProperties: false },
);

export const ctaParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation: Type.Optional(
      StringEnum(CTA_ORIENTATIONS, {
        default: 'full',
        ...label('Disposition', 'Layout', {
          fr: 'Toujours centrée sur les plus grands écrans.',
          en: 'Always centred on the widest screens.',
        }),
      }),
    ),
  },
  { additionalProperties: false },
);
