/**
 * Field pieces shared by the hero and content families (spec 2 §3 Block: common fields). Schemas
 * only: each block composes the ones it uses, so its own schema stays the single source of truth.
 */
import { Type } from '@sinclair/typebox';
import { Link, ListItem, Richtext, StringEnum, Text } from '../../engine/schemas';

/** At most this many calls to action side by side in a block. */
export const MAX_CTAS = 3;

export const CtaRepeater = Type.Array(Link, { maxItems: MAX_CTAS, title: 'Calls to action' });
export const ListItems = Type.Array(ListItem, { maxItems: 12, title: 'List items' });

/** Super title, main title and description: the text head most blocks open with. */
export const heading = {
  super_title: Type.Optional(Text),
  main_title: Text,
  description: Type.Optional(Richtext),
};

/** The same head when the title itself is optional. */
export const optionalHeading = {
  super_title: Type.Optional(Text),
  main_title: Type.Optional(Text),
  description: Type.Optional(Richtext),
};

export const ALIGNS_Y = ['center', 'bottom'] as const;
export const AlignY = StringEnum(ALIGNS_Y, { default: 'center' });

export const ORIENTATIONS_3 = ['left', 'right', 'center'] as const;
