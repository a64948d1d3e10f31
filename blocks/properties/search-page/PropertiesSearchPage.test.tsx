// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoreFixture, loadCoreFixtureData } from '../../../api/fixture/core';
import { resetFilterData } from '../../../stores/filter-data';
import { EMPTY_FILTERS, useSearchFilters } from '../../../stores/search-filters';
import { type SiteData, SiteDataProvider } from '../../../stores/site-data';
import { resetTooltips } from '../../../stores/tooltips';
import { installIntersectionObserver, installMatchMedia } from '../../../ui/testing/render';
import { examplesOf, renderable } from '../../shared/test-utils';
import definition from '.';

const data = loadCoreFixtureData();
const fixture = createCoreFixture(data);
const SITE: SiteData = {
  siteId: '101',
  siteType: 'broker',
  micrositeId: '101',
  siteKey: 'pk',
  recaptchaSiteKey: 'k',
  production: false,
  alternatePaths: [],
  variant: null,
};
let requests: URL[] = [];

/** Where the page wrote its query string (replace, no history entry). */
let current = '';
function LocationProbe() {
  const location = useLocation();
  current = location.pathname + location.search;
  return null;
}

async function renderPage(path: string, locale: 'fr' | 'en' = 'fr') {
  const [example] = await examplesOf(definition);
  const element = (await renderable(definition, example!, locale)) as ReactElement;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteDataProvider value={SITE}>
        {element}
        <LocationProbe />
      </SiteDataProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  sessionStorage.clear();
  useSearchFilters.setState({ filters: EMPTY_FILTERS });
  resetFilterData();
  resetTooltips();
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    requests.push(new URL(request.url));
    return (await fixture(request)) ?? new Response('{}', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const laval = data.listings.filter(
  (l) => l.forSaleForRent === 'buy' && l.mun === '65005' && l.price <= 500_000 && l.specs.bed >= 3,
);

describe('properties_search_page', () => {
  it('shows the count and the first 25 cards of the search in the URL, agreeing with the backend (fr)', async () => {
    await renderPage('/fr/proprietes?mun=65005&price_max=500000&bedrooms=3');
    expect(await screen.findByText(`${laval.length} propriétés`)).toBeInTheDocument();
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
    await screen.findByText(`${laval.length} properties`);
    requests = [];
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() =>
      expect(current).toBe('/en/properties?mun=65005&price_max=500000&bedrooms=3&order_by=price_asc'),
    );
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('page') === '1')).toBe(true));
    const first = [...laval].sort((a, b) => a.price - b.price || (a.uls < b.uls ? -1 : 1))[0]!;
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article')[0],
      ).toHaveAttribute('data-hover-id', first.uls),
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
