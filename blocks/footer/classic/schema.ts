import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, label, Text, titled } from '../../../engine/schemas';

const SubLink = Type.Object({ link: titled(Link, 'Lien', 'Link') }, { additionalProperties: false });

/** A menu column: its title link and optional sub-menu links. */
export const FooterColumn = Type.Object(
  {
    link: titled(Link, 'Lien de la colonne', 'Column link'),
    submenu: Type.Optional(Type.Array(SubLink, { maxItems: 20, ...label('Sous-menu', 'Submenu') })),
  },
  { additionalProperties: false },
);

export const footerClassicFields = Type.Object(
  {
    logo_image_light: titled(Image, 'Logo sur fond clair', 'Logo on a light background'),
    logo_image_dark: Type.Optional(titled(Image, 'Logo sur fond foncé', 'Logo on a dark background')),
    logo_multiplier: Type.Optional(
      Type.Number({ minimum: 0.25, maximum: 4, default: 1, ...label('Taille du logo (×)', 'Logo size (×)') }),
    ),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    /** Social and other icon links; the link's text names the icon. */
    icon_links_repeater: Type.Optional(
      Type.Array(SubLink, {
        maxItems: 10,
        ...label('Liens à icône', 'Icon links', {
          fr: 'Le texte du lien nomme l’icône.',
          en: 'The link’s text names the icon.',
        }),
      }),
    ),
    menu_repeater: Type.Array(FooterColumn, { maxItems: 8, ...label('Colonnes du menu', 'Menu columns') }),
    powered_by: Type.Optional(
      Type.Object(
        { link: titled(Link, 'Lien', 'Link'), logo: titled(Image, 'Logo', 'Logo') },
        { additionalProperties: false, ...label('Propulsé par', 'Powered by') },
      ),
    ),
    /** The agency text of the copyright line. */
    copyright_text: titled(Text, 'Texte du droit d’auteur', 'Copyright text'),
    privacy_link: Type.Optional(titled(Link, 'Lien de confidentialité', 'Privacy link')),
  },
  { additionalProperties: false },
);

export const footerClassicParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
