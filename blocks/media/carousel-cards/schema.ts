import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, Richtext, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const carouselCard = Type.Object(
  {
    image: Type.Optional(Image),
    super_title: Type.Optional(Text),
    main_title: Text,
    description: Type.Optional(Richtext),
    cta: Type.Optional(Link),
  },
  { additionalProperties: false },
);
export type CarouselCard = Static<typeof carouselCard>;

export const carouselCardsFields = Type.Object(
  {
    ...optionalHeading,
    cta: Type.Optional(Link),
    cards_repeater: Type.Array(carouselCard, { minItems: 1, maxItems: 24, title: 'Cards' }),
  },
  { additionalProperties: false },
);

export const carouselCardsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    autoplay: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
