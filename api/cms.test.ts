/**
 * The content-backend client against the fixture backend (through msw): every answer of a page
 * request maps to what the site shell does with it.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDataOf } from '../stores/site-data';
import { fixtureHandlers } from '../testing/msw';
import { createCmsClient, PAGE_MESSAGES, pageQuery } from './cms';
import { createCmsFixture, loadSiteFixtures } from './fixture/cms';

const BASE = 'http://cms.test/api';
const homePage = async () =>
  (await createCmsFixture({ sites: loadSiteFixtures() })(
    new Request('http://x/api/page/101', {
      method: 'POST',
      headers: { 'X-Header-Api': 'k', 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/fr' }),
    }),
  ))!;
const received: unknown[] = [];
const server = setupServer(
  ...fixtureHandlers([{ base: BASE, handle: createCmsFixture({ sites: loadSiteFixtures(), slowMs: 500 }) }]),
  ...fixtureHandlers([
    {
      base: 'http://capture.test/api',
      handle: async (request) => {
        received.push(await request.json());
        const page = await createCmsFixture({ sites: loadSiteFixtures() })(
          new Request('http://x/api/page/101', {
            method: 'POST',
            headers: { 'X-Header-Api': 'k', 'Content-Type': 'application/json' },
            body: JSON.stringify({ path: '/fr' }),
          }),
        );
        const body = (await page!.json()) as Record<string, unknown>;
        delete body.site_type;
        return Response.json(body);
      },
    },
  ]),
  ...fixtureHandlers([
    {
      base: 'http://odd.test/api',
      handle: async () => {
        type Loose = Record<string, unknown> & { content: Record<string, unknown> & { blocks: unknown[] } };
        const page = (await (await homePage()).json()) as Loose;
        page.injected = { html: '<script>alert(1)</script>'.repeat(100) };
        page.content.extra = 'x'.repeat(1000);
        page.theme = { ...(page.theme as object), css: 'body{display:none}' };
        page.content.blocks = [null, { block_type: 42 }, 'text', ...page.content.blocks];
        return Response.json(page);
      },
    },
  ]),
  ...fixtureHandlers([
    {
      base: 'http://deep.test/api',
      handle: async () =>
        new Response(`{"content":${'['.repeat(5000)}${']'.repeat(5000)}}`, {
          headers: { 'Content-Type': 'application/json' },
        }),
    },
  ]),
  ...fixtureHandlers([
    {
      base: 'http://broken.test/api',
      handle: async () => new Response('{not json', { headers: { 'Content-Type': 'application/json' } }),
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = createCmsClient({ baseUrl: BASE, apiKey: 'k' });
/** A page of the fixture CMS, by its path, from `cms` (the usual client) and for `site` (101). */
const load = (path: string, cms = client, site = '101') =>
  cms.fetchPage(site, { path, production: false }, 'fr');

describe('fetchPage', () => {
  it('returns a validated page for a known path in either locale', async () => {
    const fr = await load('/fr');
    expect(fr.kind).toBe('page');
    if (fr.kind === 'page') {
      expect(fr.page.site_type).toBe('broker');
      expect(fr.page.alternate_paths).toEqual([
        { locale: 'fr', path: '/fr' },
        { locale: 'en', path: '/en' },
      ]);
    }
    expect((await load('/en/contact')).kind).toBe('page');
  });

  it.each([
    ['/fr/test/deplace', { kind: 'redirect', status: 301, location: '/fr/contact' }],
    ['/fr/test/temporaire', { kind: 'redirect', status: 302, location: '/fr' }],
    ['/fr/test/interdit', { kind: 'error', status: 403 }],
    ['/fr/test/panne', { kind: 'error', status: 500 }],
    ['/fr/test/maintenance', { kind: 'error', status: 503 }],
    ['/fr/nulle-part', { kind: 'error', status: 404 }],
    ['/fr/test/teapot', { kind: 'error', status: 500, message: PAGE_MESSAGES.unexpectedStatus }],
    ['/fr/test/texte', { kind: 'error', status: 500, message: PAGE_MESSAGES.unexpectedString }],
    [
      '/fr/test/redirection-vide',
      { kind: 'error', status: 500, message: PAGE_MESSAGES.redirectWithoutLocation },
    ],
  ])('%s', async (path, expected) => {
    expect(await load(path)).toMatchObject(expected);
  });

  it('turns a timeout, an unknown site and invalid JSON into error results', async () => {
    const slow = createCmsClient({ baseUrl: BASE, apiKey: 'k', timeoutMs: 100 });
    expect(await load('/fr/test/lent', slow)).toMatchObject({ kind: 'error', status: 504 });
    expect(await load('/fr', client, '999')).toMatchObject({ kind: 'error', status: 404 });
    const broken = createCmsClient({ baseUrl: 'http://broken.test/api', apiKey: 'k' });
    expect(await load('/fr', broken)).toMatchObject({ kind: 'error', status: 500 });
  });

  it('gives 502 for a page larger than the byte bound and 500 for one nested too deep', async () => {
    const small = createCmsClient({ baseUrl: BASE, apiKey: 'k', maxBytes: 1024 });
    expect(await load('/fr', small)).toMatchObject({ kind: 'error', status: 502 });
    const deep = createCmsClient({ baseUrl: 'http://deep.test/api', apiKey: 'k' });
    expect(await load('/fr', deep)).toMatchObject({ kind: 'error', status: 500 });
  });

  it('drops properties the page schema does not name, keeps every block entry for the renderer', async () => {
    const odd = createCmsClient({ baseUrl: 'http://odd.test/api', apiKey: 'k' });
    const result = await load('/fr', odd);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.page).not.toHaveProperty('injected');
    expect(result.page.content).not.toHaveProperty('extra');
    expect(result.page.theme).not.toHaveProperty('css');
    // Malformed entries do not take the page down: each is the renderer's to skip and report.
    expect(result.page.content.blocks.slice(0, 3)).toEqual([null, { block_type: 42 }, 'text']);
    expect(result.page.content.blocks.length).toBeGreaterThan(3);
  });

  it('rejects a request without the API key header', async () => {
    const response = await fetch(`${BASE}/page/101`, {
      method: 'POST',
      body: JSON.stringify({ path: '/fr' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('page requests', () => {
  it('carries every value of a repeated query key to the content backend', async () => {
    const capture = createCmsClient({ baseUrl: 'http://capture.test/api', apiKey: 'k' });
    const query = pageQuery('?mun=laval&mun=longueuil&page=2');
    expect(query).toEqual({ mun: ['laval', 'longueuil'], page: '2' });
    await capture.fetchPage('101', { path: '/fr/proprietes', query, production: false }, 'fr');
    expect(received.at(-1)).toMatchObject({ query: { mun: ['laval', 'longueuil'], page: '2' } });
  });

  it('takes a page without site_type as a broker site, not as an error', async () => {
    const capture = createCmsClient({ baseUrl: 'http://capture.test/api', apiKey: 'k' });
    const result = await load('/fr', capture);
    expect(result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.page.site_type).toBeUndefined();
      expect(siteDataOf(result.page).siteType).toBe('broker');
    }
  });

  it('asks the embedded fixture for answers as they are; any other backend may compress', async () => {
    const asked: (string | null)[] = [];
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      asked.push(new Headers(init?.headers).get('accept-encoding'));
      return Response.json({ message: 'Page not found' }, { status: 404 });
    }) as typeof globalThis.fetch;
    for (const uncompressed of [true, false])
      await createCmsClient({ baseUrl: BASE, apiKey: 'k', fetch, uncompressed }).fetchPage(
        '101',
        { path: '/fr', production: false },
        'fr',
      );
    expect(asked).toEqual(['identity', null]);
  });
});
