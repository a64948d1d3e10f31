import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, label, Richtext, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const carouselCard = Type.Object(
  {
    image: Type.Optional(titled(Image, 'Image', 'Image')),
    super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
  },
  { additionalProperties: false },
);
export type CarouselCard = Static<typeof carouselCard>;

export const carouselCardsFields = Type.Object(
  {
    ...optionalHeading,
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    cards_repeater: Type.Array(carouselCard, { minItems: 1, maxItems: 24, ...label('Cartes', 'Cards') }),
  },
  { additionalProperties: false },
);

export const carouselCardsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    autoplay: Type.Optional(Type.Boolean({ default: true, ...label('Défilement automatique', 'Autoplay') })),
  },
  { additionalProperties: false },
);
