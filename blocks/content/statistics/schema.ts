import { type Static, Type } from '@sinclair/typebox';
import {
  ColorScheme,
  CssColor,
  Image,
  Link,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const STATISTICS_LAYOUTS = ['variant_1', 'variant_2', 'variant_3'] as const;

const colors = Type.Object(
  {
    // Colours only (`CssColor`): they reach a style, where anything else could add declarations.
    bg_color_primary: Type.Optional(titled(CssColor, 'Couleur de fond', 'Background colour')),
    text_color: Type.Optional(titled(CssColor, 'Couleur du texte', 'Text colour')),
  },
  { additionalProperties: false },
);

/** A figure: its counter is shown padded to two digits (spec 2 §9). */
export const statisticItem = Type.Object(
  {
    item_type: Type.Literal('statistic_item'),
    value: Type.Integer({ minimum: 0, maximum: 999999999 }),
    /** Text right after the figure, e.g. "+", "%", "ans". */
    unit: Type.Optional(Text),
    super_title: Type.Optional(Text),
    main_title: Text,
    description: Type.Optional(Richtext),
    image: Type.Optional(Image),
    colors: Type.Optional(colors),
  },
  { additionalProperties: false },
);

/** A highlighted card among the figures: title, text, image and an optional call to action. */
export const featuredItem = Type.Object(
  {
    item_type: Type.Literal('featured_item'),
    super_title: Type.Optional(Text),
    main_title: Text,
    description: Type.Optional(Richtext),
    image: Type.Optional(Image),
    cta: Type.Optional(Link),
    colors: Type.Optional(colors),
  },
  { additionalProperties: false },
);

export const statisticsFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(Type.Union([statisticItem, featuredItem]), {
      minItems: 1,
      maxItems: 12,
      title: 'Items',
    }),
  },
  { additionalProperties: false },
);

export const statisticsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    layout: Type.Optional(StringEnum(STATISTICS_LAYOUTS, { default: 'variant_1' })),
  },
  { additionalProperties: false },
);

export type StatisticItem = Static<typeof statisticItem>;
export type FeaturedItem = Static<typeof featuredItem>;
