import { Type } from '@sinclair/typebox';
import { ColorScheme, Image, Link, Text } from '../../../engine/schemas';

const SubLink = Type.Object({ link: Link }, { additionalProperties: false });

/** A menu column: its title link and optional sub-menu links. */
export const FooterColumn = Type.Object(
  { link: Link, submenu: Type.Optional(Type.Array(SubLink, { maxItems: 20 })) },
  { additionalProperties: false },
);

export const footerClassicFields = Type.Object(
  {
    logo_image_light: Image,
    logo_image_dark: Type.Optional(Image),
    logo_multiplier: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4, default: 1 })),
    cta: Type.Optional(Link),
    /** Social and other icon links; the link's text names the icon. */
    icon_links_repeater: Type.Optional(Type.Array(SubLink, { maxItems: 10, title: 'Icon links' })),
    menu_repeater: Type.Array(FooterColumn, { maxItems: 8, title: 'Menu columns' }),
    powered_by: Type.Optional(Type.Object({ link: Link, logo: Image }, { additionalProperties: false })),
    /** The agency text of the copyright line. */
    copyright_text: Text,
    privacy_link: Type.Optional(Link),
  },
  { additionalProperties: false },
);

export const footerClassicParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
