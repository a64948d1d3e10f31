import { type Static, Type } from '@sinclair/typebox';
import { label, ownColors, StringEnum, Text } from '../../../engine/schemas';
import {
  blockParams,
  CtaLink,
  closedObject,
  headedItems,
  itemTexts,
  NamedImage,
  optionalTitled,
  SuperTitle,
} from '../../shared/schema-parts';

export const STATISTICS_LAYOUTS = ['variant_1', 'variant_2', 'variant_3'] as const;

const colors = closedObject(
  {
    // Colours only (`CssColor`): they reach a style, where anything else could add declarations.
    ...ownColors,
  },
  label('Couleurs', 'Colours'),
);

const cardTexts = {
  super_title: Type.Optional(SuperTitle),
  ...itemTexts,
  image: Type.Optional(NamedImage),
};

/** A figure: its counter is shown padded to two digits. */
export const statisticItem = closedObject(
  {
    item_type: Type.Literal('statistic_item', label('Sorte d’élément', 'Kind of item')),
    value: Type.Integer({ minimum: 0, maximum: 999999999, ...label('Chiffre', 'Figure') }),
    /** Text right after the figure, e.g. "+", "%", "ans". */
    unit: optionalTitled(Text, 'Unité', 'Unit', {
      fr: 'Juste après le chiffre : +, %, ans…',
      en: 'Right after the figure: +, %, years…',
    }),
    ...cardTexts,
    colors: Type.Optional(colors),
  },
  label('Statistique', 'Statistic'),
);

/** A highlighted card among the figures: title, text, image and an optional call to action. */
export const featuredItem = closedObject(
  {
    item_type: Type.Literal('featured_item', label('Sorte d’élément', 'Kind of item')),
    ...cardTexts,
    cta: Type.Optional(CtaLink),
    colors: Type.Optional(colors),
  },
  label('Carte en vedette', 'Featured card'),
);

export const statisticsFields = headedItems(Type.Union([statisticItem, featuredItem]), 12);

export const statisticsParams = blockParams({
  layout: Type.Optional(
    StringEnum(STATISTICS_LAYOUTS, { default: 'variant_1', ...label('Disposition', 'Layout') }),
  ),
});

export type StatisticItem = Static<typeof statisticItem>;
export type FeaturedItem = Static<typeof featuredItem>;
