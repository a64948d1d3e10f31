/**
 * The results of the search page: the map markers and the list.
 *
 * - The markers are fetched with every filter but the map bounds (`format=map`), so the map keeps
 *   showing what lies around the area and can tell whether a move changed what is in view. With no
 *   bounds, that one call also brings the first 25 cards and the total.
 * - The list honours the bounds: when they are set, or only they or the sort changed, page 1 is
 *   fetched on its own (`page`, `limit` 25); more pages follow while the list is shorter than the total.
 * - A newer search wins: a request of an older one still on its way is cancelled (its `fetch`
 *   aborted), and whatever it answers anyway is dropped. The one exception is a combined call
 *   whose list is superseded but whose markers still hold (only the bounds or the sort changed):
 *   it goes on for its markers and its cards are dropped. A failure is a state with a retry, never
 *   a loading flag left on (the original's stayed set).
 *
 * - The markers are fetched only while the map is shown (`mapShown`): a phone showing the list
 *   asks for the list alone (`page` 1), and the markers of the search on screen follow when the
 *   map opens (`loadMissingMarkers`). Before, a phone downloaded and checked every marker of the
 *   search (80 kB for the whole province) for a map it might never open.
 *
 * One controller per search page. Given the first page the server fetched for the URL (`seed`), it
 * starts with those cards, so the server's HTML and the first browser render show them.
 */
import type { CoreClient } from '../api/core/client';
import type { OrderBy, PropertyListingItem, PropertyMapItem, SearchFilters } from '../domain';

export type ListStatus = 'idle' | 'loading' | 'more' | 'ready' | 'error';

export interface SearchResults {
  /** Markers of the filters without the bounds; null until the first answer. */
  markers: readonly PropertyMapItem[] | null;
  markersStatus: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly PropertyListingItem[];
  /** Properties matching every filter, bounds included; null until known. */
  total: number | null;
  /** Pages of the list loaded so far. */
  page: number;
  status: ListStatus;
  /** Bumped by each new search (not by more pages): the page scrolls its list back to the top. */
  searchId: number;
}

/** The list as the back button brings it back (see `snapshots`). */
export interface ListSnapshot {
  items: readonly PropertyListingItem[];
  total: number;
  page: number;
}

export const EMPTY_RESULTS: SearchResults = Object.freeze({
  markers: null,
  markersStatus: 'idle',
  items: [],
  total: null,
  page: 0,
  status: 'idle',
  searchId: 0,
}) as SearchResults;

const withoutBounds = (filters: SearchFilters): SearchFilters => {
  const { map_bounds: _bounds, ...rest } = filters;
  return rest;
};
const keyOf = (value: unknown) => JSON.stringify(value);

/** Whether more pages exist: fewer cards listed than properties matching. */
export const hasMore = (r: SearchResults) => r.total !== null && r.items.length < r.total;

export interface PropertySearchOptions {
  /** Whether the map is on screen, asked at each search; always, when not given. */
  mapShown?: () => boolean;
}

/** The results a page starts with: the server's search counts as the first (the next one scrolls to the top). */
function initialResults(seed: ListSnapshot | undefined): SearchResults {
  return seed
    ? {
        ...EMPTY_RESULTS,
        items: seed.items,
        total: seed.total,
        page: seed.page,
        status: 'ready',
        searchId: 1,
      }
    : EMPTY_RESULTS;
}

/**
 * One kind of request of which only the newest counts: starting one cancels (aborts) the one on
 * its way, and an answer whose run is no longer current is dropped by the caller.
 */
function latestRequest() {
  let run = 0;
  let call: AbortController | null = null;
  return {
    start() {
      call?.abort();
      call = new AbortController();
      return { run: ++run, signal: call.signal };
    },
    /** Drops the request on its way: aborted, and its answer no longer current. */
    cancel() {
      run++;
      call?.abort();
      call = null;
    },
    run: () => run,
  };
}

/** The results and who listens to them. */
function resultsStore(initial: SearchResults) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // A patch that changes nothing keeps the state as it is: every component reading it would
    // render again for a new object (the first restore, of the server's own results, is one).
    set(patch: Partial<SearchResults>) {
      const keys = Object.keys(patch) as (keyof SearchResults)[];
      if (keys.every((key) => Object.is(state[key], patch[key]))) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The calls behind the results: the markers (with the first cards or without) and a page of the
 * list, each dropping what an older call of its kind answers.
 */
function searchRequests(client: CoreClient, results: ReturnType<typeof resultsStore>) {
  const { set } = results;
  /** The list's request on its way (a page of cards), and the markers' (with or without cards). */
  const listCalls = latestRequest();
  const markersCalls = latestRequest();

  function loadMarkers(filters: SearchFilters, orderBy: OrderBy, withList: boolean) {
    const { run, signal } = markersCalls.start();
    if (withList) listCalls.cancel();
    const list = listCalls.run();
    set({ markersStatus: 'loading', ...(withList ? { status: 'loading' as const } : {}) });
    client.fetchPropertiesMap(withoutBounds(filters), orderBy, signal).then(
      (answer) => {
        if (run !== markersCalls.run()) return;
        if (typeof performance !== 'undefined') performance.mark?.('properties:markers-received');
        set({ markers: answer.propertiesMap, markersStatus: 'ready' });
        if (withList && list === listCalls.run())
          set({ items: answer.propertiesListing, total: answer.total, page: 1, status: 'ready' });
      },
      () => {
        if (run !== markersCalls.run()) return;
        set({ markersStatus: 'error' });
        if (withList && list === listCalls.run()) set({ status: 'error' });
      },
    );
  }

  function loadPage(filters: SearchFilters, orderBy: OrderBy, page: number) {
    const { run, signal } = listCalls.start();
    set({ status: page === 1 ? 'loading' : 'more' });
    client.fetchPropertiesPage(filters, orderBy, page, signal).then(
      (answer) => {
        if (run !== listCalls.run()) return;
        const items =
          page === 1 ? answer.propertiesListing : appendNew(results.get().items, answer.propertiesListing);
        set({ items, total: answer.total, page, status: 'ready' });
      },
      () => {
        if (run === listCalls.run()) set({ status: 'error' });
      },
    );
  }

  return { loadMarkers, loadPage, cancelMarkers: markersCalls.cancel, cancelList: listCalls.cancel };
}

export function createPropertySearch(
  client: CoreClient,
  seed?: ListSnapshot,
  { mapShown = () => true }: PropertySearchOptions = {},
) {
  const results = resultsStore(initialResults(seed));
  const { set } = results;
  const { loadMarkers, loadPage, cancelMarkers, cancelList } = searchRequests(client, results);
  /** The search (without its bounds) the markers shown or loading belong to; null: none. */
  let markersKey: string | null = null;
  let listKey: string | null = null;
  let applied: { filters: SearchFilters; orderBy: OrderBy } | null = null;
  /** The map is hidden: no markers fetched, and those of an older search dropped. */
  function skipMarkers() {
    cancelMarkers();
    markersKey = null;
    const { markers, markersStatus } = results.get();
    if (markers !== null || markersStatus !== 'idle') set({ markers: null, markersStatus: 'idle' });
  }

  return {
    getState: results.get,
    subscribe: results.subscribe,

    /**
     * Shows the results of a search: the markers again only when a filter other than the bounds
     * changed; the list from page 1. Asking again for the search on screen does nothing.
     */
    search(filters: SearchFilters, orderBy: OrderBy) {
      const nextMarkers = keyOf(withoutBounds(filters));
      const nextList = keyOf([filters, orderBy]);
      const state = results.get();
      // The markers failing alone leave the list be: the map offers its own retry (`loadMissingMarkers`).
      if (nextList === listKey && state.status !== 'error') return;
      applied = { filters, orderBy };
      const markersChanged = nextMarkers !== markersKey || state.markersStatus === 'error';
      markersKey = nextMarkers;
      listKey = nextList;
      set({ items: [], total: null, page: 0, searchId: state.searchId + 1 });
      const withMarkers = markersChanged && mapShown();
      if (markersChanged && !withMarkers) skipMarkers();
      if (withMarkers && !filters.map_bounds) loadMarkers(filters, orderBy, true);
      else {
        if (withMarkers) loadMarkers(filters, orderBy, false);
        loadPage(filters, orderBy, 1);
      }
    },

    /** The next page, when the list is shorter than the total and nothing is loading (or it failed). */
    more() {
      const state = results.get();
      const canAsk = state.status === 'ready' || (state.status === 'error' && state.items.length > 0);
      if (!applied || !canAsk || !hasMore(state)) return;
      loadPage(applied.filters, applied.orderBy, state.page + 1);
    },

    /** Tries the last search again after a failure. */
    retry() {
      if (!applied) return;
      const { filters, orderBy } = applied;
      listKey = null;
      if (results.get().markersStatus === 'error') markersKey = null;
      this.search(filters, orderBy);
    },

    /** The list as it was (the back button): the same cards, pages and total; the markers are fetched again. */
    restore(filters: SearchFilters, orderBy: OrderBy, list: ListSnapshot) {
      applied = { filters, orderBy };
      markersKey = keyOf(withoutBounds(filters));
      listKey = keyOf([filters, orderBy]);
      cancelList();
      set({ items: list.items, total: list.total, page: list.page, status: 'ready' });
      if (mapShown()) loadMarkers(filters, orderBy, false);
      else skipMarkers();
    },

    /**
     * The map is on screen (it came, or the visitor asks again after a failure): the markers of
     * the search on screen, unless they are there or on their way.
     */
    loadMissingMarkers() {
      if (!applied || !mapShown()) return;
      if (markersKey !== null && results.get().markersStatus !== 'error') return;
      markersKey = keyOf(withoutBounds(applied.filters));
      loadMarkers(applied.filters, applied.orderBy, false);
    },
  };
}

export type PropertySearch = ReturnType<typeof createPropertySearch>;

function appendNew(
  items: readonly PropertyListingItem[],
  more: readonly PropertyListingItem[],
): PropertyListingItem[] {
  const seen = new Set(items.map((i) => i.hover_id));
  return [...items, ...more.filter((i) => !seen.has(i.hover_id))];
}
