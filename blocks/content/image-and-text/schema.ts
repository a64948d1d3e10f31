import { Type } from '@sinclair/typebox';
import { Edito, titled } from '../../../engine/schemas';
import {
  blockParams,
  CtaRepeater,
  closedObject,
  MainTitle,
  NamedImage,
  SuperTitle,
  sideParam,
} from '../../shared/schema-parts';

export const imageAndTextFields = closedObject({
  super_title: Type.Optional(SuperTitle),
  main_title: Type.Optional(MainTitle),
  /** Editorial text: headings, paragraphs, lists, quotes. */
  description: titled(Edito, 'Texte', 'Text'),
  image: NamedImage,
  cta_repeater: Type.Optional(CtaRepeater),
});

export const imageAndTextParams = blockParams({
  /** Side of the image. */
  orientation_x: sideParam('Côté de l’image', 'Side of the image'),
});
