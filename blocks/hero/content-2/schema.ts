import { Type } from '@sinclair/typebox';
import { label, StringEnum } from '../../../engine/schemas';
import {
  BackgroundMedia,
  blockParams,
  CtaRepeater,
  closedObject,
  heading,
  ORIENTATIONS_3,
} from '../../shared/schema-parts';

export const heroContent2Fields = closedObject({
  ...heading,
  bg_media: BackgroundMedia,
  cta_repeater: Type.Optional(CtaRepeater),
});

export const heroContent2Params = blockParams({
  /** Where the text sits over the background media. */
  orientation: Type.Optional(
    StringEnum(ORIENTATIONS_3, { default: 'left', ...label('Position du texte', 'Position of the text') }),
  ),
});
