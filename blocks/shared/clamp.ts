/**
 * Rules for text that is cut short (testimonials and team descriptions), as pure
 * functions of measured sizes so they can be tested without layout.
 */

/** How many lines a text of `height` px takes at `lineHeight` px a line. */
export function linesOf(height: number, lineHeight: number): number {
  if (!(height > 0) || !(lineHeight > 0)) return 0;
  return Math.round(height / lineHeight);
}

/** Whether a text of `height` px is longer than `maxLines` lines ("more than 7 lines gets a see-more popup"). */
export function exceedsLines(height: number, lineHeight: number, maxLines: number): boolean {
  return linesOf(height, lineHeight) > maxLines;
}
