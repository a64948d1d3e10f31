import { type RefObject, useCallback, useEffect, useState } from 'react';
import { LOAD_MORE_BLOCK_MS, LOAD_MORE_MARGIN } from '../../../ui/constants';
import { useInViewport } from '../../../ui/viewport';

/** Whether this browser can tell when an element comes into view. */
export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Load more: a page is added when `sentinel` comes into view (25 % margin), or by a
 * button where visibility cannot be observed; after each load, loading is blocked for 1,000 ms. While
 * the sentinel stays in view, pages keep coming, one per block.
 *
 * `observing` is null on the server and before the first effect: then neither the sentinel nor the
 * button decides anything.
 */
export function useLoadMore(
  sentinel: RefObject<Element | null>,
  { hasMore, onLoadMore }: { hasMore: boolean; onLoadMore: () => void },
) {
  const [observing, setObserving] = useState<boolean | null>(null);
  const [blocked, setBlocked] = useState(false);
  const inView = useInViewport(sentinel, { rootMargin: LOAD_MORE_MARGIN });

  useEffect(() => setObserving(canObserve()), []);

  const load = useCallback(() => {
    if (blocked || !hasMore) return;
    onLoadMore();
    setBlocked(true);
  }, [blocked, hasMore, onLoadMore]);

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => setBlocked(false), LOAD_MORE_BLOCK_MS);
    return () => window.clearTimeout(timer);
  }, [blocked]);

  useEffect(() => {
    if (observing && inView) load();
  }, [observing, inView, load]);

  /**
   * Starts a block without loading: after the grid was reset (a new filter), the sentinel's last
   * known position is stale; a second later it is known again and loading resumes if it is in view.
   */
  const hold = useCallback(() => setBlocked(true), []);

  return { observing, blocked, load, hold };
}
