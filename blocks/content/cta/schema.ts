import { Type } from '@sinclair/typebox';
import { label, StringEnum } from '../../../engine/schemas';
import { blockParams, CtaRepeater, closedObject, heading, NamedImage } from '../../shared/schema-parts';

export const CTA_ORIENTATIONS = ['full', 'left', 'right', 'center'] as const;
export type CtaOrientation = (typeof CTA_ORIENTATIONS)[number];

export const ctaFields = closedObject({
  ...heading,
  image: Type.Optional(NamedImage),
  cta_repeater: CtaRepeater,
});

export const ctaParams = blockParams({
  orientation: Type.Optional(
    StringEnum(CTA_ORIENTATIONS, {
      default: 'full',
      ...label('Disposition', 'Layout', {
        fr: 'Toujours centrée sur les plus grands écrans.',
        en: 'Always centred on the widest screens.',
      }),
    }),
  ),
});
