import { type Static, Type } from '@sinclair/typebox';
import { Image, Link, label, Richtext, Text, titled } from '../../../engine/schemas';

export const heroSlide = Type.Object(
  {
    super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    image: titled(Image, 'Image', 'Image'),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
  },
  { additionalProperties: false },
);

export const heroSliderFields = Type.Object(
  { slides: Type.Array(heroSlide, { minItems: 1, maxItems: 10, ...label('Diapositives', 'Slides') }) },
  { additionalProperties: false },
);

/** No colour scheme: the slides are always white text on their own darkened images. */
export const heroSliderParams = Type.Object({}, { additionalProperties: false });

export type HeroSlide = Static<typeof heroSlide>;
