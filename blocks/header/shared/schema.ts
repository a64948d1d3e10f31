/**
 * Header fields, shared by the three header blocks.
 */
import { type Static, Type } from '@sinclair/typebox';
import {
  ColorScheme,
  Icon,
  Image,
  Link,
  label,
  StringEnum,
  Text,
  Textarea,
  titled,
} from '../../../engine/schemas';

export const HEADER_ORIENTATIONS = ['left', 'center'] as const;

export const SubmenuItem = Type.Object(
  { link: titled(Link, 'Lien', 'Link') },
  { additionalProperties: false },
);
const MenuLink = titled(Link, 'Lien du menu', 'Menu link');
const Submenu = Type.Array(SubmenuItem, { maxItems: 20, ...label('Sous-menu', 'Submenu') });

export const MenuItem = Type.Object(
  {
    link: MenuLink,
    submenu: Type.Optional(Submenu),
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItem>;

/** A super-header entry: a link, optionally with an icon (phone, e-mail, careers...). */
export const SupSection = Type.Object(
  { link: titled(Link, 'Lien', 'Link'), icon: Type.Optional(titled(Icon, 'Icône', 'Icon')) },
  { additionalProperties: false },
);
export type SupSection = Static<typeof SupSection>;

export const headerBaseFields = {
  logo_image_light: titled(Image, 'Logo sur fond clair', 'Logo on a light background'),
  logo_image_dark: Type.Optional(titled(Image, 'Logo sur fond foncé', 'Logo on a dark background')),
  logo_multiplier: Type.Optional(
    Type.Number({ minimum: 0.25, maximum: 4, default: 1, ...label('Taille du logo (×)', 'Logo size (×)') }),
  ),
  cta_button: Type.Optional(titled(Link, 'Bouton d’appel à l’action', 'Call-to-action button')),
  cta_sms: Type.Optional(titled(Link, 'Lien texto', 'Text message link')),
  menu_repeater: Type.Array(MenuItem, { maxItems: 12, ...label('Menu', 'Menu') }),
};

export const supSectionsField = Type.Optional(
  Type.Array(SupSection, { maxItems: 8, ...label('Bandeau supérieur', 'Super-header') }),
);

export const headerParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation: Type.Optional(
      StringEnum(HEADER_ORIENTATIONS, { default: 'left', ...label('Position du menu', 'Menu position') }),
    ),
  },
  { additionalProperties: false },
);
export type HeaderParams = Static<typeof headerParams>;

/** Mega-menu content of a menu item: groups of links with descriptions, and a featured card. */
export const MegaLink = Type.Object(
  {
    link: titled(Link, 'Lien', 'Link'),
    description: Type.Optional(titled(Textarea, 'Description', 'Description')),
  },
  { additionalProperties: false },
);
export const MegaGroup = Type.Object(
  {
    title: titled(Text, 'Titre du groupe', 'Group title'),
    items: Type.Array(MegaLink, { minItems: 1, maxItems: 12, ...label('Liens', 'Links') }),
  },
  { additionalProperties: false },
);
export const MegaFeatured = Type.Object(
  {
    image: titled(Image, 'Image', 'Image'),
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Textarea, 'Description', 'Description')),
    link: Type.Optional(titled(Link, 'Lien', 'Link')),
  },
  { additionalProperties: false },
);
export const MegaMenuItem = Type.Object(
  {
    link: MenuLink,
    submenu: Type.Optional(Submenu),
    groups: Type.Optional(
      Type.Array(MegaGroup, { maxItems: 4, ...label('Groupes du méga-menu', 'Mega-menu groups') }),
    ),
    featured: Type.Optional(titled(MegaFeatured, 'Carte en vedette', 'Featured card')),
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
