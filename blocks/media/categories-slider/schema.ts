import { type Static, Type } from '@sinclair/typebox';
import { Link, label, titled } from '../../../engine/schemas';
import {
  Autoplay,
  blockParams,
  closedObject,
  NamedImage,
  optionalHeading,
  repeater,
  Title,
} from '../../shared/schema-parts';

/** Category card: property count, title, image, link. */
export const categoryCard = closedObject({
  property_count: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      ...label('Nombre de propriétés', 'Number of properties'),
    }),
  ),
  main_title: Title,
  image: NamedImage,
  link: titled(Link, 'Lien', 'Link'),
});
export type CategoryCard = Static<typeof categoryCard>;

export const categoriesSliderFields = closedObject({
  ...optionalHeading,
  categories_repeater: repeater(categoryCard, { minItems: 1, maxItems: 20 }, 'Catégories', 'Categories'),
});

export const categoriesSliderParams = blockParams({ autoplay: Type.Optional(Autoplay) });
