/**
 * The caching headers of the site's responses and its page cache, through the real request
 * handling (security headers, compression, the app) on a loopback port.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { close, listen, portOf, startSite } from '../../testing/site-server';
import { asksEditMode, publicCachingOf } from './cache-policy';

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

let server: Server;
let origin = '';

beforeAll(async () => {
  // The fixture backends, as `npm start` runs them (QA enabled).
  ({ server, origin } = await startSite());
}, 60_000);

afterAll(() => close(server));

const get = async (path: string, headers: Record<string, string> = {}, at = origin) => {
  const response = await fetch(`${at}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
};
const varyOf = (response: Response) =>
  (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('caching headers', () => {
  it('lets shared caches keep a public page that renders with 200, never browsers', async () => {
    for (const path of ['/fr', '/en', '/fr/contact']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC);
      // Compressed or not, and (QA enabled) an editor's cookie makes another response.
      expect(varyOf(response), path).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  }, 60_000);

  it('lets them keep the page data of a public page', async () => {
    const response = await get(`/_data/page?path=${encodeURIComponent('/fr')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC);
    expect(varyOf(response)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
  }, 60_000);

  it('keeps error pages, redirects, QA pages and edit mode out of every cache', async () => {
    const notFound = await get('/fr/cette-page-nexiste-pas');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toBe('no-store');

    const outside = await get('/nowhere/at/all');
    expect(outside.status).toBe(404);
    expect(outside.headers.get('cache-control')).toBe('no-store');

    const qa = await get('/qa/sections');
    expect(qa.status).toBe(200);
    expect(qa.headers.get('cache-control')).toBe('no-store');

    const root = await get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('set-cookie')).toBeTruthy();
    expect(root.headers.get('cache-control')).toBe('no-store');

    const editByQuery = await get('/fr?edit=1');
    expect(editByQuery.status).toBe(200);
    expect(editByQuery.headers.get('cache-control')).toBe('no-store');
    const editByCookie = await get('/fr', { Cookie: 'i18n_redirected=fr; edit_mode=1' });
    expect(editByCookie.status).toBe(200);
    expect(editByCookie.headers.get('cache-control')).toBe('no-store');
  }, 60_000);

  it('keeps page data out of every cache unless it is a public page', async () => {
    const unknown = await fetch(
      `${origin}/_data/page?path=${encodeURIComponent('/fr/cette-page-nexiste-pas')}`,
    );
    expect(await unknown.json()).toMatchObject({ kind: 'error', status: 404 });
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect((await get('/_data/page?path=nope')).headers.get('cache-control')).toBe('no-store');
    expect(
      (await get(`/_data/page?path=${encodeURIComponent('/fr')}`, { Cookie: 'edit_mode=1' })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
  }, 60_000);
});

describe('caching policy', () => {
  it('varies on the encoding only when QA is off, and caches nothing when PAGE_CACHE_TTL_MS is 0', () => {
    const real = { CMS_API_URL: 'https://cms.example/api', CORE_API_URL: 'https://core.example' };
    expect(publicCachingOf(loadConfig(real))).toEqual({ cacheControl: PUBLIC, vary: ['Accept-Encoding'] });
    expect(
      publicCachingOf(loadConfig({ ...real, PAGE_CACHE_TTL_MS: '2500', PAGE_CACHE_SWR_MS: '0' })),
    ).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=2, stale-while-revalidate=0',
      vary: ['Accept-Encoding'],
    });
    expect(publicCachingOf(loadConfig({ ...real, PAGE_CACHE_TTL_MS: '0' }))).toBeNull();
  });

  it('sees edit mode only where QA is enabled', () => {
    expect(asksEditMode('?edit=1', undefined, true)).toBe(true);
    expect(asksEditMode('?a=b&edit=1', undefined, true)).toBe(true);
    expect(asksEditMode('', 'x=1; edit_mode=1', true)).toBe(true);
    expect(asksEditMode('?edit=0', 'edit_mode=0', true)).toBe(false);
    expect(asksEditMode('?edit=1', 'edit_mode=1', false)).toBe(false);
  });
});

describe('page cache of the server', () => {
  /** A content backend answering the broker's home page for every path but `/fr/gone` (404). */
  const broker = loadSiteFixtures().find((f) => String(f.site.site_id) === '101');
  const homeFixture = broker?.pages.find((p) => Object.values(p.paths).includes('/fr'));
  if (!broker || !homeFixture) throw new Error('No broker home page in fixtures/pages');
  const home = composePage(broker, homeFixture);
  const asked: string[] = [];
  let backend: Server | undefined;
  let site: Server | undefined;
  let at = '';

  beforeAll(async () => {
    backend = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const { path, query } = JSON.parse(body || '{}') as { path: string; query: object };
        asked.push(`${req.headers['content-language']} ${path} ${JSON.stringify(query)}`);
        if (path === '/fr/gone') {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(home));
      });
    });
    ({ server: site, origin: at } = await startSite({
      CMS_API_URL: `http://127.0.0.1:${portOf(backend)}/api`,
      CMS_API_KEY: 'test-key',
      FIXTURE_CORE: '1',
      QA_ENABLED: '1',
    }));
  }, 60_000);

  afterAll(async () => {
    await close(site);
    await close(backend);
  });

  const count = async (path: string, headers: Record<string, string> = {}) => {
    const before = asked.length;
    const response = await get(path, headers, at);
    return { status: response.status, asked: asked.slice(before) };
  };

  it('asks the backend once per site, locale, path and query while the page is fresh', async () => {
    expect(await count('/fr')).toEqual({ status: 200, asked: ['fr /fr {}'] });
    expect(await count('/fr')).toEqual({ status: 200, asked: [] });
    expect((await count(`/_data/page?path=${encodeURIComponent('/fr')}`)).asked).toEqual([]);
    expect((await count('/en')).asked).toEqual(['en /en {}']);
    expect((await count('/fr?mun=a&mun=b')).asked).toEqual(['fr /fr {"mun":["a","b"]}']);
    expect((await count('/fr?mun=a&mun=b')).asked).toEqual([]);
  }, 60_000);

  it('asks the backend every time for not-found pages and for editors', async () => {
    for (let i = 0; i < 2; i++)
      expect(await count('/fr/gone')).toEqual({ status: 404, asked: ['fr /fr/gone {}'] });
    await count('/en/contact');
    expect((await count('/en/contact', { Cookie: 'edit_mode=1' })).asked).toEqual(['en /en/contact {}']);
    expect((await count('/en/contact?edit=1')).asked).toEqual(['en /en/contact {"edit":"1"}']);
  }, 60_000);
});
