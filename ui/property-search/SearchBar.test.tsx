// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../../api/core/search-query';
import { createCoreFixture, loadCoreFixtureData } from '../../api/fixture/core';
import { resetFilterData } from '../../stores/filter-data';
import { SEARCH_FILTERS_STORAGE_KEY, useSearchFilters } from '../../stores/search-filters';
import { SiteDataProvider } from '../../stores/site-data';
import { coreFixtureHandler, mswServerForFile } from '../../testing/msw';
import {
  installIntersectionObserver,
  installMatchMedia,
  renderWithProviders,
  setIntersecting,
  TEST_SITE,
} from '../../testing/render';
import { MemoryRouter, useLocation } from '../navigation/navigation';
import { SearchBar } from './SearchBar';

const SITE = TEST_SITE;
let counts = 0;
let failCounts = false;
/** Paths of the core API the bar asked for. */
let asked: string[] = [];
/** When set, the search-filter data is answered once it resolves. */
let holdFilters: Promise<void> | null = null;

let path = '';
function Probe() {
  const l = useLocation();
  path = l.pathname + l.search;
  return null;
}

function renderBar(locale: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <SiteDataProvider value={SITE}>
        <SearchBar searchLabel={locale === 'fr' ? 'Acheter ou louer' : 'Buy or rent'} />
        <div id="layer-overlays" />
        <Probe />
      </SiteDataProvider>
    </MemoryRouter>,
    { locale },
  );
}

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  sessionStorage.clear();
  resetFilterData();
  useSearchFilters.setState({ filters: EMPTY_FILTERS });
  counts = 0;
  asked = [];
  holdFilters = null;
  failCounts = false;
});
afterEach(() => vi.unstubAllGlobals());

mswServerForFile(
  coreFixtureHandler({
    handle: createCoreFixture(loadCoreFixtureData()),
    intercept: async (request) => {
      asked.push(new URL(request.url).pathname);
      if (holdFilters && request.url.endsWith('/search-filters')) await holdFilters;
      if (new URL(request.url).searchParams.get('format') === 'count') {
        counts++;
        if (failCounts) return new Response('oops', { status: 500 });
      }
      return undefined;
    },
  }),
);

describe('SearchBar', () => {
  it('loads the municipalities when the field is first used, not with the page, and finds with the chosen ones (fr)', async () => {
    renderBar();
    const field = screen.getByRole('combobox', { name: 'Municipalités' });
    expect(useSearchFilters.getState().filters.mun).toEqual([]);
    act(() => setIntersecting(screen.getByRole('search', { name: 'Acheter ou louer' }), true));
    // On screen but not used: neither the client's module nor the data.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((p) => p.endsWith('/search-filters'))).toEqual([]);
    await userEvent.type(field, 'lav');
    await waitFor(() => expect(asked.filter((p) => p.endsWith('/search-filters'))).toHaveLength(1));
    expect(await screen.findByText('Municipalités trouvées : 1')).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: /Laval/ });
    await userEvent.keyboard('{Enter}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Retirer Laval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver' })).toHaveAttribute('href', '/fr/proprietes?mun=65005');
  });

  it('keeps a keyboard choice made while the options load: the first match once they are in', async () => {
    let release = () => {};
    holdFilters = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderBar();
    await userEvent.type(screen.getByRole('combobox', { name: 'Municipalités' }), 'lav');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('option')).toBeNull();
    release();
    await screen.findByRole('option', { name: /Laval/ });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Retirer Laval' })).toBeInTheDocument();
  });

  it('loads the municipalities once on screen when the visit has some chosen, to name them', async () => {
    // Chosen earlier in the visit: the bar reads them from session storage once mounted.
    sessionStorage.setItem(
      SEARCH_FILTERS_STORAGE_KEY,
      JSON.stringify({ state: { filters: { ...EMPTY_FILTERS, mun: ['65005'] } }, version: 0 }),
    );
    renderBar();
    expect(await screen.findByRole('button', { name: 'Retirer 65005' })).toBeInTheDocument();
    act(() => setIntersecting(screen.getByRole('search', { name: 'Acheter ou louer' }), true));
    expect(await screen.findByRole('button', { name: 'Retirer Laval' })).toBeInTheDocument();
    expect(asked.filter((p) => p.endsWith('/search-filters'))).toHaveLength(1);
  });

  it('opens the overlay from "more criteria", counts the results live and shows the active count (en)', async () => {
    renderBar('en');
    await userEvent.click(screen.getByRole('button', { name: 'More criteria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^See [\d,]+ results$/ })).toBeInTheDocument(),
    );
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '3+' }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Remove the criterion: 3 bedrooms or more' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /More criteria/ })).toHaveTextContent('(1 active)');
    expect(screen.getByRole('button', { name: /More criteria/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Find' })).toHaveAttribute('href', '/en/properties?bedrooms=3');
  });

  it('never leaves the see-results button stuck when counting fails, and goes to the results', async () => {
    failCounts = true;
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Plus de critères' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' }, { timeout: 5000 });
    await waitFor(() => expect(counts).toBeGreaterThan(0));
    const button = within(dialog).getByRole('button', { name: 'Voir les résultats' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    expect(path).toBe('/fr/proprietes');
  });
});
