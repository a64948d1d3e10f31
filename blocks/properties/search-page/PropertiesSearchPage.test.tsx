// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../../../api/core/search-query';
import { createCoreFixture, loadCoreFixtureData } from '../../../api/fixture/core';
import { resetFilterData } from '../../../stores/filter-data';
import { readStoredFilters, useSearchFilters } from '../../../stores/search-filters';
import { type SearchSeed, SearchSeedProvider } from '../../../stores/search-seed';
import { SiteDataProvider } from '../../../stores/site-data';
import { resetTooltips } from '../../../stores/tooltips';
import { examplesOf, renderable } from '../../../testing/blocks';
import { coreFixtureHandler, mswServerForFile } from '../../../testing/msw';
import { installIntersectionObserver, installMatchMedia, TEST_SITE } from '../../../testing/render';
import {
  type AppNavigator,
  MemoryRouter,
  useLocation,
  useNavigator,
} from '../../../ui/navigation/navigation';
import definition from '.';

const data = loadCoreFixtureData();
const fixture = createCoreFixture(data);
const SITE = TEST_SITE;
let requests: URL[] = [];

/** Where the page wrote its query string (replace, no history entry). */
let current = '';
/** How another part of the site (a link, the search bar) moves to another URL. */
let navigator: AppNavigator | null = null;
function LocationProbe() {
  const location = useLocation();
  current = location.pathname + location.search;
  navigator = useNavigator();
  return null;
}

async function pageTree(
  path: string,
  locale: 'fr' | 'en' = 'fr',
  seed: SearchSeed | null = null,
  fields: Record<string, unknown> = {},
) {
  const [example] = await examplesOf(definition);
  const block = { ...example!, fields: { ...example!.fields, ...fields } };
  const element = (await renderable(definition, block, locale)) as ReactElement;
  return (
    <MemoryRouter initialEntries={[path]}>
      <SiteDataProvider value={SITE}>
        <SearchSeedProvider value={seed}>{element}</SearchSeedProvider>
        <LocationProbe />
      </SiteDataProvider>
    </MemoryRouter>
  );
}

async function renderPage(path: string, locale: 'fr' | 'en' = 'fr', seed: SearchSeed | null = null) {
  return render(await pageTree(path, locale, seed));
}

/** The first page of a search as the server fetches it for the page's HTML (site/server/search-seeder.ts). */
async function seedOf(query: string): Promise<SearchSeed> {
  const url = `http://core.test/api/swc/101/properties?${query}${query ? '&' : ''}page=1&limit=25`;
  const response = await fixture(new Request(url, { headers: { 'X-Site-Key': 'pk' } }));
  const { data } = (await response!.json()) as {
    data: { propertiesListing: SearchSeed['items']; total: number };
  };
  return { query, items: data.propertiesListing, total: data.total, page: 1 };
}

/** A screen wide enough for the list and the map side by side (the map always on screen). */
const WIDE = (query: string) => query === '(min-width: 992px)';

const server = mswServerForFile(
  coreFixtureHandler({
    handle: fixture,
    intercept: (request) => {
      requests.push(new URL(request.url));
      return undefined;
    },
  }),
);

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia(WIDE);
  sessionStorage.clear();
  useSearchFilters.setState({ filters: EMPTY_FILTERS });
  resetFilterData();
  resetTooltips();
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

const laval = data.listings.filter(
  (l) => l.forSaleForRent === 'buy' && l.mun === '65005' && l.price <= 500_000 && l.specs.bed >= 3,
);

describe('properties_search_page', () => {
  it('shows the count and the first 25 cards of the search in the URL, agreeing with the backend (fr)', async () => {
    await renderPage('/fr/proprietes?mun=65005&price_max=500000&bedrooms=3');
    // The file's first render also loads the block's lazy parts and the first answers through msw:
    // on a busy machine that alone can pass testing-library's one-second wait.
    expect(await screen.findByText(`${laval.length} propriétés`, {}, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Résultats' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Propriétés à vendre ou à louer' }),
    ).toBeInTheDocument();
    const map = requests.find((u) => u.searchParams.get('format') === 'map');
    expect(map?.searchParams.get('mun')).toBe('65005');
    expect(map?.searchParams.get('listingLimit')).toBe('25');
    expect(useSearchFilters.getState().filters).toMatchObject({
      mun: ['65005'],
      price_max: 500000,
      bedrooms: 3,
    });
  });

  it('sorts from page 1 and writes the sort into the URL with replace (en)', async () => {
    await renderPage('/en/properties?mun=65005&price_max=500000&bedrooms=3', 'en');
    // As in the first test: the first answers come through msw and the core client's first load,
    // which on a busy machine can pass testing-library's one-second wait.
    await screen.findByText(`${laval.length} properties`, {}, { timeout: 5000 });
    requests = [];
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() =>
      expect(current).toBe('/en/properties?mun=65005&price_max=500000&bedrooms=3&order_by=price_asc'),
    );
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('page') === '1')).toBe(true));
    const first = [...laval].sort((a, b) => a.price - b.price || (a.uls < b.uls ? -1 : 1))[0]!;
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article')[0],
        ).toHaveAttribute('data-hover-id', first.uls),
      { timeout: 5000 },
    );
  });

  it('clears every filter with reset_filters=1, stored ones included, and drops the flag from the URL', async () => {
    sessionStorage.setItem(
      'search-filters',
      JSON.stringify({ state: { filters: { mun: ['66023'] } }, version: 0 }),
    );
    await renderPage('/fr/proprietes?reset_filters=1&mun=65005');
    await waitFor(() => expect(current).toBe('/fr/proprietes'));
    expect(useSearchFilters.getState().filters).toEqual(EMPTY_FILTERS);
  });

  it('takes the visit’s stored filters on a bare URL and writes them back', async () => {
    sessionStorage.setItem(
      'search-filters',
      JSON.stringify({ state: { filters: { mun: ['65005'], bedrooms: '3' } }, version: 0 }),
    );
    await renderPage('/fr/proprietes');
    await waitFor(() => expect(current).toBe('/fr/proprietes?mun=65005&bedrooms=3'));
  });

  it('says so when nothing matches and invites the visitor to contact the broker (en)', async () => {
    await renderPage('/en/properties?mun=00000', 'en');
    expect(await screen.findByRole('heading', { name: 'No properties found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact your broker' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByText('No properties')).toBeInTheDocument();
  });

  it('says it in the content’s own words when the content has some for an empty search', async () => {
    render(
      await pageTree('/fr/proprietes?mun=00000', 'fr', null, {
        empty_description: {
          fr: '<p>Rien pour l’instant : <strong>écrivez-nous</strong>.</p>',
          en: '<p>Nothing yet: <strong>write to us</strong>.</p>',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Aucune propriété trouvée' })).toBeInTheDocument();
    expect(await screen.findByText('écrivez-nous')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Communiquez avec votre courtier' })).toBeNull();
  });

  it('waits for the filter overlay to close before searching, then counts the active filters', async () => {
    await renderPage('/fr/proprietes?mun=65005');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: /^Filtres/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' }, { timeout: 5000 });
    requests = [];
    const bedrooms = within(dialog).getByRole('group', { name: 'Chambres' });
    await userEvent.click(within(bedrooms).getByRole('radio', { name: '3 et +' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requests.filter((u) => u.searchParams.get('format') !== 'count')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(current).toBe('/fr/proprietes?mun=65005&bedrooms=3'));
    expect(screen.getByRole('button', { name: /^Filtres/ })).toHaveTextContent('(1 actifs)');
  });

  it('runs the search of a URL another part of the site goes to; the filters and the stored copy follow', async () => {
    await renderPage('/fr/proprietes?mun=65005');
    await screen.findAllByRole('article');
    requests = [];
    act(() => navigator?.push('/fr/proprietes?mun=66023&type=condo'));
    await waitFor(() =>
      expect(
        requests.some((u) => u.searchParams.get('mun') === '66023' && u.searchParams.get('type') === 'condo'),
      ).toBe(true),
    );
    expect(useSearchFilters.getState().filters).toMatchObject({ mun: ['66023'], type: ['condo'] });
    expect(readStoredFilters()).toMatchObject({ mun: ['66023'], type: ['condo'] });
    expect(current).toBe('/fr/proprietes?mun=66023&type=condo');
  });

  it('stores the URL’s search for the visit, never a draft still open in the overlay', async () => {
    await renderPage('/fr/proprietes?mun=65005');
    await screen.findAllByRole('article');
    expect(readStoredFilters()).toMatchObject({ mun: ['65005'], bedrooms: null });
    await userEvent.click(screen.getByRole('button', { name: /^Filtres/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' }, { timeout: 5000 });
    const bedrooms = within(dialog).getByRole('group', { name: 'Chambres' });
    await userEvent.click(within(bedrooms).getByRole('radio', { name: '3 et +' }));
    expect(useSearchFilters.getState().filters.bedrooms).toBe(3);
    expect(readStoredFilters().bedrooms).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(current).toBe('/fr/proprietes?mun=65005&bedrooms=3'));
    expect(readStoredFilters()).toMatchObject({ mun: ['65005'], bedrooms: 3 });
  });
});

describe('properties_search_page with the server’s first results', () => {
  const LAVAL_QUERY = 'mun=65005&price_max=500000&bedrooms=3';

  it('renders them on the server: the cards and the count, no skeleton, no next-page button', async () => {
    const seed = await seedOf(LAVAL_QUERY);
    const html = renderToString(await pageTree(`/fr/proprietes?${LAVAL_QUERY}`, 'fr', seed));
    const ids = [...html.matchAll(/<article[^>]* data-hover-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(seed.items.map((item) => item.hover_id));
    expect(html).toContain(`${laval.length} propriétés`);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('Afficher plus de propriétés');
    // Without them (or for another search), the server renders the skeletons as before.
    const other = renderToString(await pageTree('/fr/proprietes?mun=66023', 'fr', seed));
    expect(other).not.toContain('<article');
    expect(other).toContain('aria-busy="true"');
  });

  it('keeps them in the browser and asks only for the markers', async () => {
    const seed = await seedOf(LAVAL_QUERY);
    await renderPage(`/fr/proprietes?${LAVAL_QUERY}`, 'fr', seed);
    const list = screen.getByRole('list', { name: 'Résultats' });
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(within(list).getAllByRole('article')[0]).toHaveAttribute('data-hover-id', seed.items[0]!.hover_id);
    expect(screen.getByText(`${laval.length} propriétés`)).toBeInTheDocument();
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('format') === 'map')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requests.filter((u) => u.searchParams.has('page'))).toEqual([]);
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    // The next page follows the server's first one.
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de propriétés' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('article')).toHaveLength(Math.min(50, laval.length)),
    );
    expect(requests.find((u) => u.searchParams.has('page'))?.searchParams.get('page')).toBe('2');
  });

  it('leaves out results of another search: the page searches its own', async () => {
    sessionStorage.setItem(
      'search-filters',
      JSON.stringify({ state: { filters: { mun: ['65005'], bedrooms: '3' } }, version: 0 }),
    );
    // The server answered the bare URL; this visit's stored filters make another search.
    const seed = await seedOf('');
    await renderPage('/fr/proprietes', 'fr', seed);
    await waitFor(() => expect(current).toBe('/fr/proprietes?mun=65005&bedrooms=3'));
    const matching = data.listings.filter(
      (l) => l.forSaleForRent === 'buy' && l.mun === '65005' && l.specs.bed >= 3,
    );
    expect(await screen.findByText(`${matching.length} propriétés`)).toBeInTheDocument();
    const map = requests.find((u) => u.searchParams.get('format') === 'map');
    expect(map?.searchParams.get('mun')).toBe('65005');
  });
});

describe('properties_search_page outside the search route', () => {
  it('keeps the visit’s filters and leaves the address alone (a preview, the QA canvas)', async () => {
    sessionStorage.setItem(
      'search-filters',
      JSON.stringify({ state: { filters: { mun: ['65005'] } }, version: 0 }),
    );
    await renderPage('/qa/gallery?lang=fr&mun=66023');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(current).toBe('/qa/gallery?lang=fr&mun=66023');
    expect(requests.find((u) => u.searchParams.get('format') === 'map')?.searchParams.get('mun')).toBe(
      '65005',
    );
  });
});

describe('properties_search_page on a phone', () => {
  beforeEach(() => installMatchMedia(() => false));
  const LAVAL_QUERY = 'mun=65005&price_max=500000&bedrooms=3';

  it('asks for no marker until the visitor switches to the map, then once for the search on screen', async () => {
    const seed = await seedOf(LAVAL_QUERY);
    await renderPage(`/fr/proprietes?${LAVAL_QUERY}`, 'fr', seed);
    const list = screen.getByRole('list', { name: 'Résultats' });
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // The server's cards are kept, and the list view needs nothing else.
    expect(requests.filter((u) => u.pathname.endsWith('/properties'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Carte' }));
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('format') === 'map')).toBe(true));
    const map = requests.filter((u) => u.searchParams.get('format') === 'map');
    expect(map).toHaveLength(1);
    expect(map[0]?.searchParams.get('mun')).toBe('65005');
    expect(map[0]?.searchParams.get('price_max')).toBe('500000');
    // Back to the list and to the map again: the same markers, not fetched twice.
    await userEvent.click(screen.getByRole('button', { name: 'Liste' }));
    await userEvent.click(screen.getByRole('button', { name: 'Carte' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requests.filter((u) => u.searchParams.get('format') === 'map')).toHaveLength(1);
  });

  it('fetches the list alone for a search the server did not answer (en)', async () => {
    await renderPage(`/en/properties?${LAVAL_QUERY}`, 'en');
    expect(await screen.findByText(`${laval.length} properties`)).toBeInTheDocument();
    const calls = requests.filter((u) => u.pathname.endsWith('/properties'));
    expect(calls.map((u) => [u.searchParams.get('format'), u.searchParams.get('page')])).toEqual([
      [null, '1'],
    ]);
  });

  it('says while the markers load, and offers to try again when they fail, without touching the list', async () => {
    const seed = await seedOf(LAVAL_QUERY);
    await renderPage(`/fr/proprietes?${LAVAL_QUERY}`, 'fr', seed);
    let release: () => void = () => {};
    let fail = true;
    // The markers' call waits for the test, and fails once; every other call goes on to the fixture.
    server.use(
      http.get('*/api/swc/*', async ({ request }) => {
        if (new URL(request.url).searchParams.get('format') !== 'map') return undefined;
        await new Promise<void>((r) => {
          release = r;
        });
        if (!fail) return undefined;
        fail = false;
        requests.push(new URL(request.url));
        return new Response('{}', { status: 500 });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Carte' }));
    expect(await screen.findByText('Chargement des propriétés sur la carte…')).toBeInTheDocument();
    await act(async () => release());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les propriétés n’ont pas pu être placées sur la carte.');
    expect(screen.queryByText('Chargement des propriétés sur la carte…')).toBeNull();
    // The list the visitor is reading stays as it was.
    expect(within(screen.getByRole('list', { name: 'Résultats' })).getAllByRole('article')).toHaveLength(25);

    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(requests.filter((u) => u.searchParams.get('format') === 'map')).toHaveLength(2);
    expect(requests.filter((u) => u.searchParams.has('page'))).toEqual([]);
  });
});
