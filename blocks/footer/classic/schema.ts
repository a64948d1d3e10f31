import { Type } from '@sinclair/typebox';
import { Image, Link, label, Text, titled } from '../../../engine/schemas';
import { blockParams, CtaLink, closedObject, repeater } from '../../shared/schema-parts';

const SubLink = closedObject({ link: titled(Link, 'Lien', 'Link') });

/** A menu column: its title link and optional sub-menu links. */
export const FooterColumn = closedObject({
  link: titled(Link, 'Lien de la colonne', 'Column link'),
  submenu: Type.Optional(repeater(SubLink, { maxItems: 20 }, 'Sous-menu', 'Submenu')),
});

export const footerClassicFields = closedObject({
  logo_image_light: titled(Image, 'Logo sur fond clair', 'Logo on a light background'),
  logo_image_dark: Type.Optional(titled(Image, 'Logo sur fond foncé', 'Logo on a dark background')),
  logo_multiplier: Type.Optional(
    Type.Number({ minimum: 0.25, maximum: 4, default: 1, ...label('Taille du logo (×)', 'Logo size (×)') }),
  ),
  cta: Type.Optional(CtaLink),
  /** Social and other icon links; the link's text names the icon. */
  icon_links_repeater: Type.Optional(
    repeater(SubLink, { maxItems: 10 }, 'Liens à icône', 'Icon links', {
      fr: 'Le texte du lien nomme l’icône.',
      en: 'The link’s text names the icon.',
    }),
  ),
  menu_repeater: repeater(FooterColumn, { maxItems: 8 }, 'Colonnes du menu', 'Menu columns'),
  powered_by: Type.Optional(
    closedObject(
      { link: titled(Link, 'Lien', 'Link'), logo: titled(Image, 'Logo', 'Logo') },
      label('Propulsé par', 'Powered by'),
    ),
  ),
  /** The agency text of the copyright line. */
  copyright_text: titled(Text, 'Texte du droit d’auteur', 'Copyright text'),
  privacy_link: Type.Optional(titled(Link, 'Lien de confidentialité', 'Privacy link')),
});

export const footerClassicParams = blockParams();
