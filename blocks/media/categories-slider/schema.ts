import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, label, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Category card: property count, title, image, link. */
export const categoryCard = Type.Object(
  {
    property_count: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000,
        ...label('Nombre de propriétés', 'Number of properties'),
      }),
    ),
    main_title: titled(Text, 'Titre', 'Title'),
    image: titled(Image, 'Image', 'Image'),
    link: titled(Link, 'Lien', 'Link'),
  },
  { additionalProperties: false },
);
export type CategoryCard = Static<typeof categoryCard>;

export const categoriesSliderFields = Type.Object(
  {
    ...optionalHeading,
    categories_repeater: Type.Array(categoryCard, {
      minItems: 1,
      maxItems: 20,
      ...label('Catégories', 'Categories'),
    }),
  },
  { additionalProperties: false },
);

export const categoriesSliderParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    autoplay: Type.Optional(Type.Boolean({ default: true, ...label('Défilement automatique', 'Autoplay') })),
  },
  { additionalProperties: false },
);
