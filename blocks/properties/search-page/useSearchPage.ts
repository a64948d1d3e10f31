/**
 * The search page's state: the URL, the filters being edited, the results, the back button.
 *
 * - The URL is the search. The page reads its filters and sort from the query string and writes
 *   them back with replace (no history entry, the scroll kept); the results, the toolbar's sort and
 *   the visit's stored filters all follow the URL. Outside its route (a preview, the QA canvas) the
 *   page keeps the same query string in its own state and leaves the address alone.
 * - A URL arriving that the page did not write (first load, a link, the back button) settles on
 *   its search: `reset_filters=1` clears the filters, a bare URL takes the visit's stored filters,
 *   and the page then rewrites the URL in its own words.
 * - The filters store is the draft the overlay and the dropdown edit live; the draft becomes the
 *   URL's search once neither is open.
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
import { EMPTY_FILTERS, pageQueryOf, readPageQuery } from '../../../api/core/search-query';
import type { OrderBy, SearchFilters } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';
import {
  createPropertySearch,
  EMPTY_RESULTS,
  type PropertySearch,
  type SearchResults,
} from '../../../stores/property-search';
import { readStoredFilters, storeSearchFilters, useSearchFilters } from '../../../stores/search-filters';
import { type SearchSeed, useSearchSeed } from '../../../stores/search-seed';
import { findSnapshot, saveSnapshot } from '../../../stores/search-snapshots';
import { BREAKPOINTS } from '../../../ui/constants';
import { useLocation, useNavigator } from '../../../ui/navigation/navigation';
import { isRoute } from '../../../ui/route-paths';
import { matchesMediaQuery, useMediaQuery } from '../../../ui/viewport/useMediaQuery';

const subscribeNone = () => () => {};
const same = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);
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
  const live = useSearchFilters((s) => s.filters);
  // The page's URL is the search only on the search route; elsewhere the page keeps its own.
  const ownsUrl = isRoute(location.pathname, 'properties-search');
  const [ownQuery, setOwnQuery] = useState('');
  const query = ownsUrl ? location.search.replace(/^\?/, '') : ownQuery;
  // The server and the first browser render read the URL alone: hydration matches.
  const fromUrl = useMemo(() => readPageQuery(query), [query]);
  const applied = useMemo(() => ({ filters: fromUrl.applied, orderBy: fromUrl.orderBy }), [fromUrl]);
  const [ready, setReady] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [restoredScroll, setRestoredScroll] = useState<number | null>(null);

  /** The query this page last wrote: its own replace is not a URL arriving. */
  const written = useRef<string | null>(null);
  const write = useCallback(
    (next: string) => {
      written.current = next;
      if (!ownsUrl) setOwnQuery(next);
      else if (next !== location.search.replace(/^\?/, ''))
        navigator?.replace(`${location.pathname}${next ? `?${next}` : ''}`, { preventScrollReset: true });
    },
    [ownsUrl, navigator, location.pathname, location.search],
  );

  // The server's results answer this URL's search only: the first controller starts with them.
  const served = useSearchSeed();
  const seed = useRef(
    served && ownsUrl && served.query === pageQueryOf(applied.filters, applied.orderBy) ? served : null,
  );
  const { search, results } = useSearchController(seed.current, view);

  const latest = useRef({ key: location.key, query: '', orderBy: applied.orderBy, results, scrollY: 0 });
  latest.current.key = location.key;
  latest.current.results = results;

  // The URL's search runs; the draft and the visit's stored filters follow it. A URL the page did
  // not write first settles on its search (and may be rewritten), or is brought back as it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL (and its history entry) is the trigger
  useEffect(() => {
    if (!search) return;
    const arriving = written.current === null || query !== written.current;
    const filters = !arriving
      ? fromUrl.applied
      : fromUrl.reset
        ? EMPTY_FILTERS
        : fromUrl.hasFilters
          ? fromUrl.filters
          : readStoredFilters();
    const { orderBy } = fromUrl;
    const target = pageQueryOf(filters, orderBy);
    useSearchFilters.getState().replace(filters);
    storeSearchFilters(filters);
    latest.current.query = target;
    latest.current.orderBy = orderBy;
    const served = seed.current;
    seed.current = null;
    const snapshot = arriving && target === query ? findSnapshot(location.key, target) : undefined;
    if (snapshot) {
      search.restore(filters, orderBy, snapshot);
      setRestoredScroll(snapshot.scrollY);
    } else if (served && served.query === target) search.restore(filters, orderBy, served);
    else search.search(filters, orderBy);
    if (arriving) write(target);
    setReady(true);
  }, [search, query, location.key]);

  // The draft becomes the URL's search once no overlay or dropdown is open. The draft is read from
  // the store, not the render: a URL arriving replaces it in the same commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an edit of the draft (`live`) is a trigger
  useEffect(() => {
    if (!ready || overlayOpen || dropdownOpen) return;
    const draft = useSearchFilters.getState().filters;
    if (same(draft, applied.filters)) return;
    const next = pageQueryOf(draft, applied.orderBy);
    if (next !== written.current) write(next);
  }, [ready, live, overlayOpen, dropdownOpen, applied, write]);

  useSnapshots(ready, root, latest);
  useScrollBack(restoredScroll, setRestoredScroll);

  const setOrderBy = useCallback(
    (orderBy: OrderBy) => write(pageQueryOf(applied.filters, orderBy)),
    [write, applied.filters],
  );

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

/**
 * The search's controller, made once the core client is known (it starts with the server's
 * results when they answer the page's search), and its state; the markers are fetched while the
 * map is on screen.
 */
function useSearchController(seed: SearchSeed | null, view: 'list' | 'map') {
  const client = useCoreClient();
  // Read when a search starts, so the first one already knows the screen's width.
  const mapShown = useRef<() => boolean>(() => false);
  mapShown.current = () => view === 'map' || matchesMediaQuery(BOTH_PANES_QUERY);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seed only ever starts the first controller
  const search = useMemo<PropertySearch | null>(
    () =>
      client ? createPropertySearch(client, seed ?? undefined, { mapShown: () => mapShown.current() }) : null,
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
  return { search, results };
}

/** What the page's history entry brings back: the search, its results and the scroll. */
interface Latest {
  key: string;
  query: string;
  orderBy: OrderBy;
  results: SearchResults;
  scrollY: number;
}

/** The snapshot of this history entry: kept on every scroll (throttled by the frame) and on leaving. */
function useSnapshots(ready: boolean, root: RefObject<HTMLElement | null>, latest: RefObject<Latest>) {
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
  }, [ready, root, latest]);
}

/** Back to where the visitor was, once the restored cards are on the page. */
function useScrollBack(restoredScroll: number | null, setRestoredScroll: (y: number | null) => void) {
  useEffect(() => {
    if (restoredScroll === null) return;
    const y = restoredScroll;
    setRestoredScroll(null);
    requestAnimationFrame(() => window.scrollTo(0, y));
  }, [restoredScroll, setRestoredScroll]);
}
