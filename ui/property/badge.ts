import type { Tag } from '../../engine/schemas';

/** The badge colours the card falls back to (white with dark text). */
export const BADGE_DEFAULT = { background: '#ffffff', text: '#1f2933' } as const;

// Same shape as the content schemas' CssColor: a colour from data never adds a declaration or a URL.
const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-zA-Z]{3,30})$/;

/** A colour from the core API when it is a plain CSS colour, else the fallback. */
export function safeColor(value: string | undefined, fallback: string): string {
  const v = value?.trim() ?? '';
  return v.length <= 40 && CSS_COLOR.test(v) ? v : fallback;
}

/** The colours a badge is drawn with: the tag's own when they are plain colours, else white with dark text. */
export function badgeColors(tag: Tag): { background: string; color: string } {
  return {
    background: safeColor(tag.bg_color_primary, BADGE_DEFAULT.background),
    color: safeColor(tag.text_color, BADGE_DEFAULT.text),
  };
}
