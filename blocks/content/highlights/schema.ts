import { Type } from '@sinclair/typebox';
import {
  blockParams,
  CtaLink,
  closedObject,
  heading,
  ListItems,
  NamedImage,
  sideParam,
} from '../../shared/schema-parts';

export const highlightsFields = closedObject({
  ...heading,
  image: NamedImage,
  list_items_repeater: Type.Optional(ListItems),
  cta: Type.Optional(CtaLink),
});

export const highlightsParams = blockParams({
  /** Side of the image. */
  orientation_x: sideParam('Côté de l’image', 'Side of the image'),
});
