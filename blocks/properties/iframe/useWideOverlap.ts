import { type RefObject, useEffect } from 'react';
import { PROPERTY_IFRAME_WIDE_MIN_WIDTH, PROPERTY_IFRAME_WIDE_OVERLAP } from '../../../ui/constants';
import { useMediaQuery } from '../../../ui/viewport';

export const WIDE_QUERY = `(min-width: ${PROPERTY_IFRAME_WIDE_MIN_WIDTH}px)`;

/**
 * The wrapper of the block after this one: its next sibling in the same list, or, for the last
 * block of the page's content, the footer's first block (decision 005: overlaps cross the lists).
 */
function nextWrapper(el: Element | null): HTMLElement | null {
  const wrapper = el?.closest('.block');
  if (!wrapper) return null;
  const sibling = wrapper.nextElementSibling;
  if (sibling instanceof HTMLElement && sibling.classList.contains('block')) return sibling;
  if (sibling) return null;
  const following = wrapper.parentElement?.nextElementSibling?.querySelector(':scope > .block');
  return following instanceof HTMLElement ? following : null;
}

/**
 * The wide layout: from a window width of 1500 the frame hangs over the next block by
 * 90 px, and that block receives it as its `--overlap-top` so its own content starts below the
 * frame; narrower, no overlap. The block declares no overlap, which is the server's answer (it cannot
 * know the width): a wide window takes the wide layout once hydrated.
 */
export function useWideOverlap(section: RefObject<HTMLElement | null>): { wide: boolean; overlap: number } {
  const wide = useMediaQuery(WIDE_QUERY);
  const overlap = wide ? PROPERTY_IFRAME_WIDE_OVERLAP : 0;
  useEffect(() => {
    const next = nextWrapper(section.current);
    if (!next) return;
    next.style.setProperty('--overlap-top', `${overlap}px`);
    // Removed with the block (or before the next value): the block below owes it nothing then.
    return () => {
      next.style.removeProperty('--overlap-top');
    };
  }, [overlap, section]);
  return { wide, overlap };
}
