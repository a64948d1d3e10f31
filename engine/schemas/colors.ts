/**
 * Colours from content. A colour reaches a `style` attribute or a CSS variable, so it is checked by
 * its kind: a pattern that no declaration separator, `url(` or comment can pass.
 */
import { Type } from '@sinclair/typebox';
import { MAX_LENGTH } from './bounds';
import { titled } from './helpers';

/**
 * A CSS colour from content: hex, rgb()/rgba()/hsl()/hsla() with numbers, or a named colour. Nothing
 * else, so a colour written into a style can never add a declaration or a URL.
 */
export const CssColor = Type.String({
  maxLength: MAX_LENGTH.color,
  pattern: '^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\\([0-9.,%\\s]+\\)|[a-zA-Z]{3,30})$',
  title: 'Colour',
  'x-widget': 'color',
});

/** A hex colour (#rgb or #rrggbb), for colours that are shaded in code (map markers). */
export const HexColor = Type.String({
  maxLength: 7,
  pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  title: 'Colour (#rrggbb)',
  'x-widget': 'color',
});

/** The background and text colours a tag, a card or a block may set for itself, both optional. */
export const ownColors = {
  bg_color_primary: Type.Optional(titled(CssColor, 'Couleur de fond', 'Background colour')),
  text_color: Type.Optional(titled(CssColor, 'Couleur du texte', 'Text colour')),
};
