import { type Static, Type } from '@sinclair/typebox';
import {
  Autoplay,
  blockParams,
  CtaLink,
  closedObject,
  linkedItemTexts,
  NamedImage,
  optionalHeading,
  repeater,
  SuperTitle,
} from '../../shared/schema-parts';

export const carouselCard = closedObject({
  image: Type.Optional(NamedImage),
  super_title: Type.Optional(SuperTitle),
  ...linkedItemTexts,
});
export type CarouselCard = Static<typeof carouselCard>;

export const carouselCardsFields = closedObject({
  ...optionalHeading,
  cta: Type.Optional(CtaLink),
  cards_repeater: repeater(carouselCard, { minItems: 1, maxItems: 24 }, 'Cartes', 'Cards'),
});

export const carouselCardsParams = blockParams({ autoplay: Type.Optional(Autoplay) });
