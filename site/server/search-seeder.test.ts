import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreFixture, loadCoreFixtureData } from '../../api/fixture/core';
import { createSearchSeeder } from './search-seeder';

const data = loadCoreFixtureData();
const fixture = createCoreFixture(data);
const SITE = { microsite_id: 101, site_key: 'pk' };
const forSale = data.listings.filter((l) => l.forSaleForRent === 'buy');
const laval = forSale.filter((l) => l.mun === '65005' && l.price <= 500_000 && l.specs.bed >= 3);

/** A seeder over the core fixture, as this server mounts it; every URL it asked is kept. */
function seederOverFixture(answer?: (request: Request) => Promise<Response>) {
  const asked: URL[] = [];
  const seed = createSearchSeeder({
    coreApiUrl: '/fixture-api/core',
    localOrigin: 'http://127.0.0.1:4000',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      asked.push(new URL(request.url));
      if (answer) return answer(request);
      return (await fixture(request)) ?? new Response('{}', { status: 404 });
    },
  });
  return { seed, asked };
}

afterEach(() => vi.restoreAllMocks());

describe('the search page’s first results, fetched by the server', () => {
  it('answers the URL’s search: its first 25 cards, the total and the query the page writes', async () => {
    const { seed, asked } = seederOverFixture();
    const result = await seed(SITE, '?mun=65005&price_max=500000&bedrooms=3&order_by=price_asc', 'en');
    expect(result).toMatchObject({
      query: 'mun=65005&price_max=500000&bedrooms=3&order_by=price_asc',
      total: laval.length,
      page: 1,
    });
    expect(result?.items).toHaveLength(25);
    const cheapest = [...laval].sort((a, b) => a.price - b.price || (a.uls < b.uls ? -1 : 1))[0]!;
    expect(result?.items[0]?.hover_id).toBe(cheapest.uls);
    // The configured core API (a path: this server's own fixture), page 1 of 25, for this site.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.origin).toBe('http://127.0.0.1:4000');
    expect(asked[0]?.pathname).toBe('/fixture-api/core/api/swc/101/properties');
    expect(asked[0]?.searchParams.get('page')).toBe('1');
    expect(asked[0]?.searchParams.get('limit')).toBe('25');
  });

  it('clears the filters with reset_filters=1, as the page does on arrival', async () => {
    const { seed } = seederOverFixture();
    const result = await seed(SITE, '?reset_filters=1&mun=65005', 'fr');
    expect(result).toMatchObject({ query: '', total: forSale.length });
  });

  it('says nothing matches with a total of 0, so the page says so without JavaScript', async () => {
    const { seed } = seederOverFixture();
    expect(await seed(SITE, '?mun=00000', 'fr')).toMatchObject({ query: 'mun=00000', total: 0, items: [] });
  });

  it('gives null, with a warning, when the core API fails or answers what it should not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = seederOverFixture(async () => new Response('{"message":"down"}', { status: 503 }));
    expect(await failing.seed(SITE, '', 'fr')).toBeNull();
    const malformed = seederOverFixture(async () => Response.json({ data: { propertiesListing: 'x' } }));
    expect(await malformed.seed(SITE, '', 'fr')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives null when the answer is slower than its time limit: the page is not held up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seed = createSearchSeeder({
      coreApiUrl: 'https://core.example/',
      localOrigin: 'http://127.0.0.1:4000',
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await seed(SITE, '', 'fr')).toBeNull();
  });
});
