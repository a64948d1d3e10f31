import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Category card (spec 2 §3): property count, title, image, link. */
export const categoryCard = Type.Object(
  {
    property_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    main_title: Text,
    image: Image,
    link: Link,
  },
  { additionalProperties: false },
);
export type CategoryCard = Static<typeof categoryCard>;

export const categoriesSliderFields = Type.Object(
  {
    ...optionalHeading,
    categories_repeater: Type.Array(categoryCard, { minItems: 1, maxItems: 20, title: 'Categories' }),
  },
  { additionalProperties: false },
);

export const categoriesSliderParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    autoplay: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
