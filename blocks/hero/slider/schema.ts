import { type Static, Type } from '@sinclair/typebox';
import {
  CtaLink,
  closedObject,
  itemTexts,
  NamedImage,
  repeater,
  SuperTitle,
} from '../../shared/schema-parts';

export const heroSlide = closedObject({
  super_title: Type.Optional(SuperTitle),
  ...itemTexts,
  image: NamedImage,
  cta: Type.Optional(CtaLink),
});

export const heroSliderFields = closedObject({
  slides: repeater(heroSlide, { minItems: 1, maxItems: 10 }, 'Diapositives', 'Slides'),
});

/** No colour scheme: the slides are always white text on their own darkened images. */
export const heroSliderParams = closedObject({});

export type HeroSlide = Static<typeof heroSlide>;
