/**
 * Header fields, shared by the three header blocks.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Icon, Image, Link, label, StringEnum, Text, Textarea, titled } from '../../../engine/schemas';
import { blockParams, closedObject, NamedImage, repeater, Title } from '../../shared/schema-parts';

export const HEADER_ORIENTATIONS = ['left', 'center'] as const;

export const SubmenuItem = closedObject({ link: titled(Link, 'Lien', 'Link') });
const MenuLink = titled(Link, 'Lien du menu', 'Menu link');
const Submenu = repeater(SubmenuItem, { maxItems: 20 }, 'Sous-menu', 'Submenu');

export const MenuItem = closedObject({ link: MenuLink, submenu: Type.Optional(Submenu) });
export type MenuItem = Static<typeof MenuItem>;

/** A super-header entry: a link, optionally with an icon (phone, e-mail, careers...). */
export const SupSection = closedObject({
  link: titled(Link, 'Lien', 'Link'),
  icon: Type.Optional(titled(Icon, 'Icône', 'Icon')),
});
export type SupSection = Static<typeof SupSection>;

export const headerBaseFields = {
  logo_image_light: titled(Image, 'Logo sur fond clair', 'Logo on a light background'),
  logo_image_dark: Type.Optional(titled(Image, 'Logo sur fond foncé', 'Logo on a dark background')),
  logo_multiplier: Type.Optional(
    Type.Number({ minimum: 0.25, maximum: 4, default: 1, ...label('Taille du logo (×)', 'Logo size (×)') }),
  ),
  cta_button: Type.Optional(titled(Link, 'Bouton d’appel à l’action', 'Call-to-action button')),
  cta_sms: Type.Optional(titled(Link, 'Lien texto', 'Text message link')),
  menu_repeater: repeater(MenuItem, { maxItems: 12 }, 'Menu', 'Menu'),
};

export const supSectionsField = Type.Optional(
  repeater(SupSection, { maxItems: 8 }, 'Bandeau supérieur', 'Super-header'),
);

export const headerParams = blockParams({
  orientation: Type.Optional(
    StringEnum(HEADER_ORIENTATIONS, { default: 'left', ...label('Position du menu', 'Menu position') }),
  ),
});
export type HeaderParams = Static<typeof headerParams>;

/** Mega-menu content of a menu item: groups of links with descriptions, and a featured card. */
const ShortDescription = titled(Textarea, 'Description', 'Description');
export const MegaLink = closedObject({
  link: titled(Link, 'Lien', 'Link'),
  description: Type.Optional(ShortDescription),
});
export const MegaGroup = closedObject({
  title: titled(Text, 'Titre du groupe', 'Group title'),
  items: repeater(MegaLink, { minItems: 1, maxItems: 12 }, 'Liens', 'Links'),
});
export const MegaFeatured = closedObject({
  image: NamedImage,
  main_title: Title,
  description: Type.Optional(ShortDescription),
  link: Type.Optional(titled(Link, 'Lien', 'Link')),
});
export const MegaMenuItem = closedObject({
  link: MenuLink,
  submenu: Type.Optional(Submenu),
  groups: Type.Optional(repeater(MegaGroup, { maxItems: 4 }, 'Groupes du méga-menu', 'Mega-menu groups')),
  featured: Type.Optional(titled(MegaFeatured, 'Carte en vedette', 'Featured card')),
});
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
