/**
 * Field pieces shared by the hero and content families (the block's common fields). Schemas
 * only: each block composes the ones it uses, so its own schema stays the single source of truth.
 */
import {
  type ObjectOptions,
  type Static,
  type TArray,
  type TProperties,
  type TSchema,
  Type,
} from '@sinclair/typebox';
import { MemberCard } from '../../domain';
import {
  type Bilingual,
  ColorScheme,
  Image,
  Link,
  ListItem,
  label,
  Media,
  ORIENTATIONS_X,
  type OrientationX,
  Richtext,
  SERVER_DATA_WIDGET,
  StringEnum,
  Text,
  titled,
} from '../../engine/schemas';

/** An object of content that carries nothing its schema does not name (fields, params, items). */
export function closedObject<P extends TProperties>(properties: P, options: ObjectOptions = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A block's params: its colour scheme first, then what is particular to the block. */
export function blockParams<P extends TProperties = Record<never, TSchema>>(properties: P = {} as P) {
  return closedObject({ color_scheme: Type.Optional(ColorScheme), ...properties });
}

/**
 * The colour scheme as some blocks list it: the same values and name (`titled` keeps the name a
 * schema already has), with the name written first in the schema, where the editor's forms read it.
 */
export const namedColorScheme = {
  color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')),
};

/**
 * An optional property named for the editor, with what it is for (often what an empty one means):
 * `titled`, left out of the content where the tester leaves it empty.
 */
export function optionalTitled<T extends TSchema>(schema: T, fr: string, en: string, description: Bilingual) {
  return Type.Optional(titled(schema, fr, en, description));
}

/** How many entries a list may hold. */
export interface ListBounds {
  minItems?: number;
  maxItems?: number;
}

/** A list a tester fills entry by entry, with its bounds and its name in both languages. */
export function repeater<T extends TSchema>(
  item: T,
  bounds: ListBounds,
  fr: string,
  en: string,
  description?: Bilingual,
) {
  return Type.Array(item, { ...bounds, ...label(fr, en, description) });
}

/**
 * Members a block lists, at most `maxItems`, and the same list as the content backend embeds it in
 * the params (`core_data.members`, with `more` beside it), which wins over the content's own list.
 */
export function memberLists<P extends TProperties>(maxItems: number, more: P = {} as P) {
  const members = repeater(MemberCard, { maxItems }, 'Membres', 'Members');
  const coreData = closedObject(
    { members, ...more },
    { 'x-widget': SERVER_DATA_WIDGET, ...label('Données du noyau', 'Core data') },
  );
  return { members, coreData };
}

/** The side (left or right) a part of the block takes, left unless the content says otherwise. */
export function sideParam(fr: string, en: string, description?: Bilingual) {
  return Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left', ...label(fr, en, description) }));
}

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
/** The title of an item, a card or a named head. */
export const Title = titled(Text, 'Titre', 'Title');
export const CtaLink = titled(Link, 'Appel à l’action', 'Call to action');
export const NamedImage = titled(Image, 'Image', 'Image');
export const BackgroundMedia = titled(Media, 'Média d’arrière-plan', 'Background media');
/** Carousels turn by themselves unless the content says no; reduced motion always stops them. */
export const Autoplay = Type.Boolean({ default: true, ...label('Défilement automatique', 'Autoplay') });

/** The texts of an item or a card: its title and, when it has one, its description. */
export const itemTexts = {
  main_title: Title,
  description: Type.Optional(Description),
};

/** The texts of an item and its optional call to action. */
export const linkedItemTexts = {
  ...itemTexts,
  cta: Type.Optional(CtaLink),
};

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

/** The fields of a block that is its head over one to `maxItems` items (`items`). */
export function headedItems<T extends TSchema>(item: T, maxItems: number) {
  return closedObject({
    ...optionalHeading,
    items: repeater(item, { minItems: 1, maxItems }, 'Éléments', 'Items'),
  });
}

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
  image: NamedImage,
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
  super_title: Type.Optional(SuperTitle),
  main_title: Type.Optional(Title),
  description: Type.Optional(Description),
};

/** The fields of a block that is a named head over its own fields (offices, partners, testimonials). */
export function headedFields<P extends TProperties>(properties: P) {
  return closedObject({ ...namedHeading, ...properties });
}

/** The same head over one list (a `repeater` with its bounds and names), stored under `key`. */
export function headedList<K extends string, L extends TArray>(key: K, list: L) {
  return headedFields({ [key]: list } as { [P in K]: L });
}
