/**
 * The search page's state: the URL, the shared filters, the results, the back button.
 *
 * - Filters come from the query string (`reset_filters=1` clears them; a bare URL takes the visit's
 *   stored filters) and are written back with replace, never a history entry (spec 2 §2).
 * - The shared filters store is edited live by the overlay and the dropdown; a search runs only once
 *   neither is open (spec 2 §4), then the URL follows.
 * - Leaving the page keeps a snapshot (cards, pages, scroll) for its history entry; coming back to
 *   that entry brings it back instead of starting over.
 * - The server's first page of results for the URL (`useSearchSeed`) is shown from the first render,
 *   the server's included, and kept when the search the page settles on is that one.
 * - The markers are fetched while the map is on screen: always on wide screens, on phones and
 *   tablets once the visitor switches to the map (`view`).
 */
import {
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { readPageQuery } from '../../../api/core/filters-parse';
import { pageQueryOf } from '../../../api/core/filters-query';
import type { OrderBy, SearchFilters } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';
import { createPropertySearch, EMPTY_RESULTS, type PropertySearch } from '../../../stores/property-search';
import { EMPTY_FILTERS, hydrateSearchFilters, useSearchFilters } from '../../../stores/search-filters';
import { useSearchSeed } from '../../../stores/search-seed';
import { findSnapshot, saveSnapshot } from '../../../stores/search-snapshots';
import { BREAKPOINTS } from '../../../ui/constants';
import { useLocation, useNavigator } from '../../../ui/navigation/navigation';
import { isRoute } from '../../../ui/route-paths';
import { matchesMediaQuery, useMediaQuery } from '../../../ui/viewport/useMediaQuery';

const same = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);
const subscribeNone = () => () => {};
/**
 * From this width the page shows the list and the map side by side (PropertiesSearchPage.module.css);
 * phones and tablets show one of them.
 */
export const BOTH_PANES_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/**
 * `root`: the page's element; scrolling after it left the document (a page replacing it) is not its own.
 * `view`: the pane a phone or a tablet shows.
 */
export function useSearchPage(root: RefObject<HTMLElement | null>, view: 'list' | 'map') {
  const location = useLocation();
  const navigator = useNavigator();
  const client = useCoreClient();
  const live = useSearchFilters((s) => s.filters);
  // The page's URL is the search only on the search route; elsewhere (a preview, the QA canvas) the
  // block keeps the visit's filters and leaves the address alone.
  const ownsUrl = isRoute(location.pathname, 'properties-search');
  // The server and the first browser render read the URL alone: hydration matches.
  const fromUrl = useMemo(() => readPageQuery(ownsUrl ? location.search : ''), [ownsUrl, location.search]);
  const [applied, setApplied] = useState<{ filters: SearchFilters; orderBy: OrderBy }>(() => ({
    filters: fromUrl.applied,
    orderBy: fromUrl.orderBy,
  }));
  const [ready, setReady] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [restoredScroll, setRestoredScroll] = useState<number | null>(null);

  // The server's results answer this URL's search only: the first controller starts with them.
  const served = useSearchSeed();
  const seed = useRef(
    served && ownsUrl && served.query === pageQueryOf(applied.filters, applied.orderBy) ? served : null,
  );
  // Read when a search starts, so the first one already knows the screen's width.
  const mapShown = useRef<() => boolean>(() => false);
  mapShown.current = () => view === 'map' || matchesMediaQuery(BOTH_PANES_QUERY);
  const search = useMemo<PropertySearch | null>(
    () =>
      client
        ? createPropertySearch(client, seed.current ?? undefined, { mapShown: () => mapShown.current() })
        : null,
    [client],
  );
  const wide = useMediaQuery(BOTH_PANES_QUERY);
  useEffect(() => {
    if (search && (wide || view === 'map')) search.loadMissingMarkers();
  }, [search, wide, view]);
  const results = useSyncExternalStore(
    search?.subscribe ?? subscribeNone,
    search?.getState ?? (() => EMPTY_RESULTS),
    search?.getState ?? (() => EMPTY_RESULTS),
  );

  /** The query this page last wrote (its own replace must not count as a new URL). */
  const written = useRef<string | null>(null);
  const latest = useRef({ key: location.key, query: '', orderBy: applied.orderBy, results, scrollY: 0 });
  latest.current.key = location.key;
  latest.current.results = results;

  // A URL arriving (first load, a link to this page, the back button): read it, or restore it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a URL this page did not write
  useEffect(() => {
    if (!search) return;
    const query = ownsUrl ? location.search.replace(/^\?/, '') : '';
    if (written.current !== null && query === written.current) return;
    if (!ready) hydrateSearchFilters();
    const store = useSearchFilters.getState();
    let filters: SearchFilters;
    if (fromUrl.reset) {
      store.reset();
      filters = EMPTY_FILTERS;
    } else if (fromUrl.hasFilters) {
      store.replace(fromUrl.filters);
      filters = useSearchFilters.getState().filters;
    } else filters = store.filters;
    const target = pageQueryOf(filters, fromUrl.orderBy);
    const snapshot = findSnapshot(location.key, target);
    const served = seed.current;
    seed.current = null;
    if (snapshot && snapshot.query === query) {
      search.restore(filters, fromUrl.orderBy, snapshot);
      setRestoredScroll(snapshot.scrollY);
    } else if (served && served.query === target) search.restore(filters, fromUrl.orderBy, served);
    else search.search(filters, fromUrl.orderBy);
    setApplied({ filters, orderBy: fromUrl.orderBy });
    setReady(true);
  }, [search, location.search, location.key]);

  // Live edits become the search once no overlay or dropdown is open.
  useEffect(() => {
    if (!ready || overlayOpen || dropdownOpen || same(live, applied.filters)) return;
    setApplied((a) => ({ ...a, filters: live }));
  }, [ready, live, overlayOpen, dropdownOpen, applied.filters]);

  // The applied search runs, and the URL follows with replace.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied search is the trigger
  useEffect(() => {
    if (!ready || !search) return;
    search.search(applied.filters, applied.orderBy);
    const query = pageQueryOf(applied.filters, applied.orderBy);
    latest.current.query = query;
    latest.current.orderBy = applied.orderBy;
    if (ownsUrl && query !== location.search.replace(/^\?/, '')) {
      written.current = query;
      navigator?.replace(`${location.pathname}${query ? `?${query}` : ''}`, { preventScrollReset: true });
    } else written.current = query;
  }, [ready, search, applied]);

  // The snapshot of this history entry: kept on every scroll (throttled by the frame) and on leaving.
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const save = () => {
      const { key, query, orderBy, results: r } = latest.current;
      if (r.status !== 'ready' || r.total === null) return;
      saveSnapshot({
        key,
        query,
        orderBy,
        items: [...r.items],
        total: r.total,
        page: r.page,
        scrollY: window.scrollY,
      });
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (root.current?.isConnected) latest.current.scrollY = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      // Leaving the page (a property, another page): the position it had, not the next page's.
      const { key, query, orderBy, results: r, scrollY } = latest.current;
      if (r.status === 'ready' && r.total !== null)
        saveSnapshot({ key, query, orderBy, items: [...r.items], total: r.total, page: r.page, scrollY });
    };
  }, [ready, root]);

  // Back to where the visitor was, once the restored cards are on the page.
  useEffect(() => {
    if (restoredScroll === null) return;
    const y = restoredScroll;
    setRestoredScroll(null);
    requestAnimationFrame(() => window.scrollTo(0, y));
  }, [restoredScroll]);

  const setOrderBy = useCallback((orderBy: OrderBy) => setApplied((a) => ({ ...a, orderBy })), []);

  return {
    ready,
    results,
    applied,
    search,
    setOrderBy,
    overlayOpen,
    setOverlayOpen,
    setDropdownOpen,
  };
}
