import { type Static, Type } from '@sinclair/typebox';
import {
  ColorScheme,
  CssColor,
  Image,
  Link,
  label,
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
  { additionalProperties: false, ...label('Couleurs', 'Colours') },
);

const itemTexts = {
  super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
  main_title: titled(Text, 'Titre', 'Title'),
  description: Type.Optional(titled(Richtext, 'Description', 'Description')),
  image: Type.Optional(titled(Image, 'Image', 'Image')),
};

/** A figure: its counter is shown padded to two digits. */
export const statisticItem = Type.Object(
  {
    item_type: Type.Literal('statistic_item', label('Sorte d’élément', 'Kind of item')),
    value: Type.Integer({ minimum: 0, maximum: 999999999, ...label('Chiffre', 'Figure') }),
    /** Text right after the figure, e.g. "+", "%", "ans". */
    unit: Type.Optional(
      titled(Text, 'Unité', 'Unit', {
        fr: 'Juste après le chiffre : +, %, ans…',
        en: 'Right after the figure: +, %, years…',
      }),
    ),
    ...itemTexts,
    colors: Type.Optional(colors),
  },
  { additionalProperties: false, ...label('Statistique', 'Statistic') },
);

/** A highlighted card among the figures: title, text, image and an optional call to action. */
export const featuredItem = Type.Object(
  {
    item_type: Type.Literal('featured_item', label('Sorte d’élément', 'Kind of item')),
    ...itemTexts,
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    colors: Type.Optional(colors),
  },
  { additionalProperties: false, ...label('Carte en vedette', 'Featured card') },
);

export const statisticsFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(Type.Union([statisticItem, featuredItem]), {
      minItems: 1,
      maxItems: 12,
      ...label('Éléments', 'Items'),
    }),
  },
  { additionalProperties: false },
);

export const statisticsParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    layout: Type.Optional(
      StringEnum(STATISTICS_LAYOUTS, { default: 'variant_1', ...label('Disposition', 'Layout') }),
    ),
  },
  { additionalProperties: false },
);

export type StatisticItem = Static<typeof statisticItem>;
export type FeaturedItem = Static<typeof featuredItem>;
