import { Type } from '@sinclair/typebox';
import { Richtext, Text } from '../../../engine/schemas';

/** Optional text head of a media block. */
export const headFields = {
  super_title: Type.Optional(Text),
  main_title: Type.Optional(Text),
  description: Type.Optional(Richtext),
};

/** A colour from content for a map marker: hex only, since markers darken it on hover. */
export const HexColor = Type.String({
  pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  title: 'Colour (#rrggbb)',
});

/** A background colour behind an image: any short CSS colour value. */
export const CssColor = Type.String({ maxLength: 40, pattern: '^[#a-zA-Z0-9(),.%\\s-]+$' });
