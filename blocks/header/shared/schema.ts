/**
 * Header fields (spec 1 §3 Header fields), shared by the three header blocks.
 */
import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Icon, Image, Link, StringEnum, Text, Textarea } from '../../../engine/schemas';

export const HEADER_ORIENTATIONS = ['left', 'center'] as const;

export const SubmenuItem = Type.Object({ link: Link }, { additionalProperties: false });

export const MenuItem = Type.Object(
  {
    link: Link,
    submenu: Type.Optional(Type.Array(SubmenuItem, { maxItems: 20, title: 'Submenu' })),
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItem>;

/** A super-header entry: a link, optionally with an icon (phone, e-mail, careers...). */
export const SupSection = Type.Object(
  { link: Link, icon: Type.Optional(Icon) },
  { additionalProperties: false },
);
export type SupSection = Static<typeof SupSection>;

export const headerBaseFields = {
  logo_image_light: Image,
  logo_image_dark: Type.Optional(Image),
  logo_multiplier: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4, default: 1 })),
  cta_button: Type.Optional(Link),
  cta_sms: Type.Optional(Link),
  menu_repeater: Type.Array(MenuItem, { maxItems: 12, title: 'Menu' }),
};

export const supSectionsField = Type.Optional(Type.Array(SupSection, { maxItems: 8, title: 'Super-header' }));

export const headerParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation: Type.Optional(StringEnum(HEADER_ORIENTATIONS, { default: 'left' })),
  },
  { additionalProperties: false },
);
export type HeaderParams = Static<typeof headerParams>;

/** Mega-menu content of a menu item: groups of links with descriptions, and a featured card. */
export const MegaLink = Type.Object(
  { link: Link, description: Type.Optional(Textarea) },
  { additionalProperties: false },
);
export const MegaGroup = Type.Object(
  { title: Text, items: Type.Array(MegaLink, { minItems: 1, maxItems: 12 }) },
  { additionalProperties: false },
);
export const MegaFeatured = Type.Object(
  { image: Image, main_title: Text, description: Type.Optional(Textarea), link: Type.Optional(Link) },
  { additionalProperties: false },
);
export const MegaMenuItem = Type.Object(
  {
    link: Link,
    submenu: Type.Optional(Type.Array(SubmenuItem, { maxItems: 20 })),
    groups: Type.Optional(Type.Array(MegaGroup, { maxItems: 4, title: 'Mega-menu groups' })),
    featured: Type.Optional(MegaFeatured),
  },
  { additionalProperties: false },
);
export type MegaMenuItem = Static<typeof MegaMenuItem>;
export type MegaGroup = Static<typeof MegaGroup>;
export type MegaFeatured = Static<typeof MegaFeatured>;

/** What the shared header frame renders: the union of the three variants' fields. */
export const headerContent = Type.Object({
  ...headerBaseFields,
  menu_repeater: Type.Array(MegaMenuItem),
  sup_sections_repeater: supSectionsField,
});
export type HeaderContent = Static<typeof headerContent>;
