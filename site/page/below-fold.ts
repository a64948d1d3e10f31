/**
 * Content blocks past a page's first screen are laid out and painted by the browser only when they
 * near the viewport (`content-visibility: auto`, site/styles/global.css, for the blocks after the
 * first `FIRST_SCREEN_BLOCKS`) until the visitor first scrolls: a long page's first paint no longer
 * waits for the layout of everything below it (docs/decisions/033-blocks-below-the-first-screen.md).
 *
 * Everything is laid out (`data-full-layout` on the root) at the first scroll, so the positions a
 * scroll makes and the browser saves come from the blocks' real heights, the browser's scroll
 * anchoring keeps the visitor's place while the blocks above get them, and the containment that
 * property brings never clips a menu that opens past its block. A load that may restore a scroll
 * position (reload, back, forward, an anchor), QA pages, edit mode and every page after a client
 * navigation are laid out whole from the start.
 */

/** Whether this load may scroll to a position of its own: a reload, back or forward, or an anchor. */
export function mayRestoreScroll(win: Window = window): boolean {
  if (win.location.hash.length > 1) return true;
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return Boolean(entry && entry.type !== 'navigate');
}

/** Every block laid out, for the rest of the document's life. */
export function layOutEverything(doc: Document = document): void {
  doc.documentElement.dataset.fullLayout = '';
}

/**
 * Lays out the whole page at the visitor's first scroll, or at once when `whole` (QA pages, edit
 * mode) or when this load may restore a scroll position.
 */
export function layOutBelowFoldOnScroll(whole: boolean, doc: Document = document): void {
  const win = doc.defaultView ?? window;
  if (whole || mayRestoreScroll(win)) {
    layOutEverything(doc);
    return;
  }
  win.addEventListener('scroll', () => layOutEverything(doc), { once: true, passive: true });
}
