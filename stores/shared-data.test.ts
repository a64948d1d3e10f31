// The shared search data and the tooltip cache against the fixture core API (through msw).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCoreClient } from '../api/core/client';
import { createCoreFixture, loadCoreFixtureData } from '../api/fixture/core';
import { fixtureHandlers } from '../testing/msw';
import { loadMunicipalities, loadSearchFilterData, resetFilterData, useFilterData } from './filter-data';
import { loadTooltip, resetTooltips, useTooltips } from './tooltips';

const data = loadCoreFixtureData();
let calls: string[] = [];
const fixture = createCoreFixture(data);
const server = setupServer(
  ...fixtureHandlers([
    {
      base: 'http://core.test',
      handle: async (request) => {
        calls.push(new URL(request.url).pathname);
        return fixture(request);
      },
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  calls = [];
  resetFilterData();
  resetTooltips();
});

const client = createCoreClient({ baseUrl: 'http://core.test', micrositeId: 7, siteKey: 'k', locale: 'fr' });

describe('shared search data', () => {
  it('fetches the municipalities and the search-filter data once, whoever asks', async () => {
    const [a, b] = await Promise.all([
      loadMunicipalities(client, client.site),
      loadMunicipalities(client, client.site),
    ]);
    await loadMunicipalities(client, client.site);
    expect(a).toBe(b);
    expect(a!.length).toBe(data.municipalities.length);
    await loadSearchFilterData(client, client.site);
    await loadSearchFilterData(client, client.site);
    expect(calls.filter((p) => p.endsWith('/municipalities'))).toHaveLength(1);
    expect(calls.filter((p) => p.endsWith('/search-filters'))).toHaveLength(1);
    expect(useFilterData.getState().searchFilters).toMatchObject({ status: 'ready' });
    expect(useFilterData.getState().searchFilters.data?.price_increments.at(-1)).toBe(10_000_000);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    // No site key: the core API refuses the protected call.
    const broken = createCoreClient({
      baseUrl: 'http://core.test',
      micrositeId: 8,
      siteKey: '',
      locale: 'fr',
    });
    expect(await loadSearchFilterData(broken, broken.site)).toBeNull();
    expect(useFilterData.getState().searchFilters.status).toBe('error');
    expect(await loadSearchFilterData(client, client.site)).not.toBeNull();
  });
});

describe('tooltip cache', () => {
  it('fetches a property’s tooltip on first use only, and shares a call in flight', async () => {
    const uls = data.listings[0]!.uls;
    const [a, b] = await Promise.all([loadTooltip(client, uls), loadTooltip(client, uls)]);
    expect(a).toEqual(b);
    expect(a?.address).toBeTruthy();
    await loadTooltip(client, uls);
    expect(calls.filter((p) => p.includes('/tooltip'))).toHaveLength(1);
    expect(useTooltips.getState().byUls[uls]).toEqual(a);
  });

  it('gives null for an unknown property and asks again next time', async () => {
    expect(await loadTooltip(client, 'NOPE')).toBeNull();
    expect(await loadTooltip(client, 'NOPE')).toBeNull();
    expect(calls.filter((p) => p.includes('/tooltip'))).toHaveLength(2);
  });
});
