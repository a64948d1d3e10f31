import { type Static, Type } from '@sinclair/typebox';
import { Image, Link, Richtext, Text } from '../../../engine/schemas';

export const heroSlide = Type.Object(
  {
    super_title: Type.Optional(Text),
    main_title: Text,
    description: Type.Optional(Richtext),
    image: Image,
    cta: Type.Optional(Link),
  },
  { additionalProperties: false },
);

export const heroSliderFields = Type.Object(
  { slides: Type.Array(heroSlide, { minItems: 1, maxItems: 10, title: 'Slides' }) },
  { additionalProperties: false },
);

/** No colour scheme: the slides are always white text on their own darkened images. */
export const heroSliderParams = Type.Object({}, { additionalProperties: false });

export type HeroSlide = Static<typeof heroSlide>;
