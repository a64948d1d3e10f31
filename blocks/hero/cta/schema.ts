import { Type } from '@sinclair/typebox';
import {
  AlignY,
  BackgroundMedia,
  blockParams,
  CtaRepeater,
  closedObject,
  heading,
} from '../../shared/schema-parts';

export const heroCtaFields = closedObject({
  ...heading,
  bg_media: Type.Optional(BackgroundMedia),
  cta_repeater: CtaRepeater,
});

export const heroCtaParams = blockParams({ align_y: Type.Optional(AlignY) });
