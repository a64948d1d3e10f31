// @vitest-environment jsdom
// The search page's results against the fixture core API (through msw): which calls, in which order.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../api/core/client';
import { EMPTY_FILTERS } from '../api/core/search-query';
import { createCoreFixture, loadCoreFixtureData } from '../api/fixture/core';
import { fixtureHandlers } from '../api/fixture/msw';
import type { SearchFilters } from '../domain';
import { createPropertySearch, hasMore } from './property-search';
import { findSnapshot, SNAPSHOTS_KEPT, saveSnapshot } from './search-snapshots';

const data = loadCoreFixtureData();
const fixture = createCoreFixture(data);
let calls: URLSearchParams[] = [];
let failNext = false;
const server = setupServer(
  ...fixtureHandlers([
    {
      base: 'http://core.test',
      handle: async (request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/properties')) calls.push(url.searchParams);
        if (failNext) {
          failNext = false;
          return new Response('{}', { status: 500 });
        }
        return fixture(request);
      },
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  calls = [];
  sessionStorage.clear();
});

const client = createCoreClient({
  baseUrl: 'http://core.test',
  micrositeId: 101,
  siteKey: 'k',
  locale: 'fr',
});
const laval: SearchFilters = { ...EMPTY_FILTERS, mun: ['65005'], price_max: 500_000, bedrooms: 3 };
const expected = data.listings.filter(
  (l) => l.forSaleForRent === 'buy' && l.mun === '65005' && l.price <= 500_000 && l.specs.bed >= 3,
);
const settle = (search: ReturnType<typeof createPropertySearch>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const s = search.getState();
      if (s.status !== 'loading' && s.status !== 'more' && s.markersStatus !== 'loading') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = search.subscribe(check);
    check();
  });

describe('search page results', () => {
  it('starts from the server’s first page: ready at once, counted as the first search', async () => {
    const served = createPropertySearch(client);
    served.search(laval, 'newest');
    await settle(served);
    const { items, total } = served.getState();
    calls = [];
    const search = createPropertySearch(client, { items, total: total!, page: 1 });
    expect(search.getState()).toMatchObject({ items, total, page: 1, status: 'ready', searchId: 1 });
    // Kept on arrival: only the markers are asked for, then the next page follows page 1.
    search.restore(laval, 'newest', { items, total: total!, page: 1 });
    await settle(search);
    expect(calls.map((c) => c.get('format'))).toEqual(['map']);
    search.more();
    await settle(search);
    expect(calls.at(-1)?.get('page')).toBe('2');
    expect(search.getState().items).toHaveLength(Math.min(50, expected.length));
    // A new search scrolls its list back to the top (searchId above 1).
    search.search(laval, 'price_asc');
    expect(search.getState().searchId).toBe(2);
  });

  it('keeps its state when the page restores the list it already holds (a phone, no map): nothing renders again', async () => {
    const served = createPropertySearch(client);
    served.search(laval, 'newest');
    await settle(served);
    const { items, total } = served.getState();
    const search = createPropertySearch(client, { items, total: total!, page: 1 }, { mapShown: () => false });
    const first = search.getState();
    const notified = vi.fn();
    search.subscribe(notified);
    search.restore(laval, 'newest', { items, total: total!, page: 1 });
    expect(search.getState()).toBe(first);
    expect(notified).not.toHaveBeenCalled();
    // A list that differs is still taken.
    search.restore(laval, 'newest', { items: items.slice(0, 3), total: total!, page: 1 });
    expect(search.getState().items).toHaveLength(3);
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('loads markers and the first 25 cards in one map call, then pages of 25 until the total', async () => {
    const search = createPropertySearch(client);
    search.search(laval, 'newest');
    await settle(search);
    expect(calls.map((c) => c.get('format'))).toEqual(['map']);
    expect(calls[0]?.get('listingLimit')).toBe('25');
    expect(calls[0]?.get('order_by')).toBe('newest');
    const first = search.getState();
    expect(first.markers).toHaveLength(expected.length);
    expect(first.items).toHaveLength(25);
    expect(first.total).toBe(expected.length);
    while (hasMore(search.getState())) {
      search.more();
      await settle(search);
    }
    expect(new Set(search.getState().items.map((i) => i.hover_id))).toEqual(
      new Set(expected.map((l) => l.uls)),
    );
    expect(calls.slice(1).every((c) => c.get('limit') === '25' && c.get('page'))).toBe(true);
    search.more();
    expect(search.getState().status).toBe('ready');
  });

  it('fetches only page 1 when the sort or the bounds change; the markers keep every bound', async () => {
    const search = createPropertySearch(client);
    search.search(laval, 'newest');
    await settle(search);
    calls = [];
    search.search(laval, 'price_asc');
    await settle(search);
    expect(calls.map((c) => [c.get('format'), c.get('page'), c.get('order_by')])).toEqual([
      [null, '1', 'price_asc'],
    ]);
    const prices = search.getState().items.map((i) => Number(i.main_title.replace(/\D/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    calls = [];
    const box = { NorthEast_lat: 45.6, NorthEast_lng: -73.7, SouthWest_lat: 45.5, SouthWest_lng: -73.8 };
    search.search({ ...laval, map_bounds: box }, 'price_asc');
    await settle(search);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('NorthEast_lat')).toBe('45.6');
    const inBox = expected.filter(
      (l) => l.coords[0] <= 45.6 && l.coords[0] >= 45.5 && l.coords[1] <= -73.7 && l.coords[1] >= -73.8,
    );
    expect(search.getState().total).toBe(inBox.length);
    expect(search.getState().markers).toHaveLength(expected.length);

    calls = [];
    search.search(laval, 'price_asc');
    await settle(search);
    expect(calls.map((c) => c.get('format'))).toEqual([null]);
    expect(search.getState().total).toBe(expected.length);
  });

  it('fetches the markers without bounds and the list with them when a URL comes with bounds', async () => {
    const search = createPropertySearch(client);
    const box = { NorthEast_lat: 45.6, NorthEast_lng: -73.7, SouthWest_lat: 45.5, SouthWest_lng: -73.8 };
    search.search({ ...laval, map_bounds: box }, 'newest');
    await settle(search);
    const map = calls.find((c) => c.get('format') === 'map');
    const page = calls.find((c) => c.get('page') === '1');
    expect(map?.has('NorthEast_lat')).toBe(false);
    expect(page?.get('SouthWest_lng')).toBe('-73.8');
  });

  it('keeps the newest search when answers cross, and offers a retry after a failure', async () => {
    const search = createPropertySearch(client);
    search.search(laval, 'newest');
    search.search({ ...EMPTY_FILTERS, mun: ['00000'] }, 'newest');
    await settle(search);
    expect(search.getState()).toMatchObject({ total: 0, items: [], status: 'ready' });

    failNext = true;
    search.search(laval, 'oldest');
    await settle(search);
    expect(search.getState().status).toBe('error');
    search.retry();
    await settle(search);
    expect(search.getState()).toMatchObject({ status: 'ready', total: expected.length });
  });

  it('cancels the requests of a search whose filters changed before they answered', async () => {
    const sent: { url: URL; signal: AbortSignal | null | undefined }[] = [];
    const watched = createCoreClient({
      baseUrl: 'http://core.test',
      micrositeId: 101,
      siteKey: 'k',
      locale: 'fr',
      fetch: (input, init) => {
        sent.push({ url: new URL(String(input)), signal: init?.signal });
        return fetch(input, init);
      },
    });
    const search = createPropertySearch(watched);
    const box = { NorthEast_lat: 45.6, NorthEast_lng: -73.7, SouthWest_lat: 45.5, SouthWest_lng: -73.8 };
    search.search({ ...laval, map_bounds: box }, 'newest');
    // Only the bounds change: the list's request is cancelled, the markers' (still right) goes on.
    search.search({ ...laval, map_bounds: { ...box, NorthEast_lat: 45.7 } }, 'newest');
    expect([sent[0]?.signal?.aborted, sent[1]?.signal?.aborted]).toEqual([false, true]);
    // Another filter changes: the markers' request is cancelled too.
    search.search({ ...laval, bedrooms: 2 }, 'newest');
    await settle(search);
    const state = (i: number) => ({
      format: sent[i]?.url.searchParams.get('format') ?? 'page',
      bedrooms: sent[i]?.url.searchParams.get('bedrooms'),
      cancelled: sent[i]?.signal?.aborted,
    });
    expect(sent.map((_, i) => state(i))).toEqual([
      { format: 'map', bedrooms: '3', cancelled: true },
      { format: 'page', bedrooms: '3', cancelled: true },
      { format: 'page', bedrooms: '3', cancelled: true },
      { format: 'map', bedrooms: '2', cancelled: false },
    ]);
    expect(search.getState()).toMatchObject({ status: 'ready', markersStatus: 'ready' });
    const twoBedrooms = data.listings.filter(
      (l) => l.forSaleForRent === 'buy' && l.mun === '65005' && l.price <= 500_000 && l.specs.bed >= 2,
    );
    expect(search.getState().total).toBe(twoBedrooms.length);
  });

  it('keeps the list when only the markers failed: the same search asks nothing, the map asks again', async () => {
    const search = createPropertySearch(client);
    const items = [
      { hover_id: 'x', main_title: '1 $', tags_repeater: [], list_items_repeater: [], medias_repeater: [] },
    ];
    failNext = true;
    search.restore(laval, 'newest', { items, total: 60, page: 3 });
    await settle(search);
    expect(search.getState()).toMatchObject({ markersStatus: 'error', status: 'ready', items });
    calls = [];
    // The page applies the search it restored (its effects run after the answer came back).
    search.search(laval, 'newest');
    expect(search.getState()).toMatchObject({ items, status: 'ready', searchId: 0 });
    expect(calls).toEqual([]);
    search.loadMissingMarkers();
    await settle(search);
    expect(calls.map((c) => [c.get('format'), c.get('page')])).toEqual([['map', null]]);
    expect(search.getState()).toMatchObject({ markersStatus: 'ready', items, page: 3 });
  });

  it('restores a list without fetching it, and fetches the markers again', async () => {
    const search = createPropertySearch(client);
    const items = [
      { hover_id: 'x', main_title: '1 $', tags_repeater: [], list_items_repeater: [], medias_repeater: [] },
    ];
    search.restore(laval, 'newest', { items, total: 60, page: 3 });
    expect(search.getState()).toMatchObject({ items, total: 60, page: 3, status: 'ready' });
    await settle(search);
    expect(calls.map((c) => c.get('format'))).toEqual(['map']);
    expect(search.getState().items).toBe(items);
  });
});

describe('search page results while the map is hidden (a phone showing the list)', () => {
  it('fetch the list alone, then the markers of the search on screen once the map shows', async () => {
    let shown = false;
    const search = createPropertySearch(client, undefined, { mapShown: () => shown });
    search.search(laval, 'newest');
    await settle(search);
    expect(calls.map((c) => [c.get('format'), c.get('page')])).toEqual([[null, '1']]);
    expect(search.getState()).toMatchObject({ markers: null, total: expected.length, status: 'ready' });
    expect(search.getState().items).toHaveLength(25);

    calls = [];
    search.loadMissingMarkers();
    expect(calls).toEqual([]);
    shown = true;
    search.loadMissingMarkers();
    await settle(search);
    expect(calls.map((c) => [c.get('format'), c.get('mun')])).toEqual([['map', '65005']]);
    expect(search.getState().markers).toHaveLength(expected.length);
    search.loadMissingMarkers();
    expect(calls).toHaveLength(1);
  });

  it('drop the markers of an older search and restore a list without any call', async () => {
    let shown = true;
    const search = createPropertySearch(client, undefined, { mapShown: () => shown });
    search.search(laval, 'newest');
    await settle(search);
    shown = false;
    calls = [];
    const montreal = { ...EMPTY_FILTERS, mun: ['66023'] };
    search.search(montreal, 'newest');
    await settle(search);
    expect(calls.map((c) => c.get('format'))).toEqual([null]);
    // The map must not show Laval's markers for Montréal's list.
    expect(search.getState()).toMatchObject({ markers: null, markersStatus: 'idle' });

    calls = [];
    const items = search.getState().items;
    search.restore(laval, 'newest', { items, total: 60, page: 3 });
    await settle(search);
    expect(calls).toEqual([]);
    shown = true;
    search.loadMissingMarkers();
    await settle(search);
    expect(calls.map((c) => [c.get('format'), c.get('mun')])).toEqual([['map', '65005']]);
  });

  it('ignore markers still on their way for a search the visitor has left', async () => {
    let shown = true;
    const search = createPropertySearch(client, undefined, { mapShown: () => shown });
    search.search({ ...laval, map_bounds: undefined }, 'newest');
    shown = false;
    search.search({ ...EMPTY_FILTERS, mun: ['00000'] }, 'newest');
    await settle(search);
    await new Promise((r) => setTimeout(r, 50));
    expect(search.getState()).toMatchObject({ markers: null, total: 0, status: 'ready' });
  });
});

describe('search snapshots', () => {
  it('keep the list of a history entry for its own query only, the last few entries', () => {
    const snap = (key: string) => ({
      key,
      query: 'mun=65005',
      orderBy: 'newest' as const,
      items: [],
      total: 3,
      page: 1,
      scrollY: 120,
    });
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i++) saveSnapshot(snap(`k${i}`));
    expect(findSnapshot(`k${SNAPSHOTS_KEPT + 1}`, 'mun=65005')?.scrollY).toBe(120);
    expect(findSnapshot('k0', 'mun=65005')).toBeUndefined();
    expect(findSnapshot(`k${SNAPSHOTS_KEPT + 1}`, 'mun=66023')).toBeUndefined();
    sessionStorage.setItem('search-snapshots', '{not json');
    expect(findSnapshot('k1', 'mun=65005')).toBeUndefined();
  });
});
