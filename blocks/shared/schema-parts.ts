/**
 * Field pieces shared by the hero and content families (the block's common fields). Schemas
 * only: each block composes the ones it uses, so its own schema stays the single source of truth.
 */
import { type Static, Type } from '@sinclair/typebox';
import {
  Image,
  Link,
  ListItem,
  label,
  type OrientationX,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../engine/schemas';

/** At most this many calls to action side by side in a block. */
export const MAX_CTAS = 3;

export const CtaRepeater = Type.Array(Link, {
  maxItems: MAX_CTAS,
  ...label('Appels à l’action', 'Calls to action'),
});
export const ListItems = Type.Array(ListItem, { maxItems: 12, ...label('Éléments de liste', 'List items') });

/** The names of the head's three texts, once for every block that shows them. */
export const SuperTitle = titled(Text, 'Surtitre', 'Super title');
export const MainTitle = titled(Text, 'Titre principal', 'Main title');
export const Description = titled(Richtext, 'Description', 'Description');

/** Super title, main title and description: the text head most blocks open with. */
export const heading = {
  super_title: Type.Optional(SuperTitle),
  main_title: MainTitle,
  description: Type.Optional(Description),
};

/** The same head when the title itself is optional. */
export const optionalHeading = {
  super_title: Type.Optional(SuperTitle),
  main_title: Type.Optional(MainTitle),
  description: Type.Optional(Description),
};

/** The head texts a block's fields carry under their usual names (`BlockHead`). */
export const HeadFields = Type.Object(optionalHeading);
export type HeadFields = Static<typeof HeadFields>;

/** A subtitle under the title (`sub_title`). */
export const subTitle = { sub_title: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')) };

/**
 * What a split hero shows (`SplitHero`): a head, a list, calls to action and an image. Each hero
 * composing it may make the list or the calls to action required; the component takes this shape.
 */
export const splitHeroParts = {
  ...heading,
  image: titled(Image, 'Image', 'Image'),
  list_items_repeater: Type.Optional(ListItems),
  cta_repeater: Type.Optional(CtaRepeater),
};
export const SplitHeroFields = Type.Object(splitHeroParts, { additionalProperties: false });
export type SplitHeroFields = Static<typeof SplitHeroFields>;
export type SplitOrientation = Static<typeof OrientationX>;

export const ALIGNS_Y = ['center', 'bottom'] as const;
export const AlignY = StringEnum(ALIGNS_Y, {
  default: 'center',
  ...label('Alignement vertical', 'Vertical alignment'),
});

export const ORIENTATIONS_3 = ['left', 'right', 'center'] as const;

/** Super title, title and description, each named in both languages for the QA editor. */
export const namedHeading = {
  super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
  main_title: Type.Optional(titled(Text, 'Titre', 'Title')),
  description: Type.Optional(titled(Richtext, 'Description', 'Description')),
};
