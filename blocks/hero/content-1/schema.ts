import { Type } from '@sinclair/typebox';
import {
  blockParams,
  CtaRepeater,
  closedObject,
  heading,
  NamedImage,
  sideParam,
} from '../../shared/schema-parts';

export const heroContent1Fields = closedObject({
  ...heading,
  image: NamedImage,
  cta_repeater: Type.Optional(CtaRepeater),
});

export const heroContent1Params = blockParams({
  /** Side of the text; the image takes the other side. */
  orientation_x: sideParam('Côté du texte', 'Side of the text'),
});
