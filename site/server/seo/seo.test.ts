import { JSDOM } from 'jsdom';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../api/cms';
import { createCoreClient } from '../../../api/core/client';
import { createCmsFixture, loadSiteFixtures } from '../../../api/fixture/cms';
import { createCoreFixture, loadCoreFixtureData, withGeneratedListings } from '../../../api/fixture/core';
import { loadFixtureFile } from '../../../api/fixture/core-api/data';
import { close, startSite, startSiteOnCms, text } from '../../../testing/site-server';
import { sitemapEntries } from './sitemap-sources';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapFiles } from './sitemap-xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A sitemap index, parsed as XML: refused if it is not well-formed. */
function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length, xml.slice(0, 300)).toBe(0);
  return doc;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/**
 * The URLs of a urlset, read by a streaming XML parser (a file of 50,000 URLs is tens of MB, far
 * too slow for a DOM): refused if it is not well-formed or misses the protocol's namespace; each
 * URL with its alternates.
 */
function readUrlset(xml: string): SitemapUrl[] {
  const parser = new SaxesParser({ xmlns: true });
  const urls: SitemapUrl[] = [];
  const path: string[] = [];
  let current: SitemapUrl | null = null;
  let locs = 0;
  let textOf = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    // Plain checks, not expect(): a file has hundreds of thousands of tags, and an assertion
    // per tag would cost the test most of its time.
    if (path.length === 0 && (tag.local !== 'urlset' || tag.uri !== SITEMAP_NS))
      throw new Error(`the root is ${tag.uri} ${tag.local}, not a sitemap urlset`);
    path.push(tag.local);
    textOf = '';
    if (tag.uri === SITEMAP_NS && tag.local === 'url') {
      current = { loc: '', alternates: {} };
      locs = 0;
    } else if (tag.uri === XHTML_NS && tag.local === 'link' && current) {
      const rel = tag.attributes.rel?.value;
      if (rel !== 'alternate') throw new Error(`an xhtml:link of rel "${rel}", not "alternate"`);
      current.alternates[tag.attributes.hreflang?.value ?? ''] = tag.attributes.href?.value ?? '';
    }
  });
  parser.on('text', (t) => {
    textOf += t;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (!current) return;
    if (tag.local === 'loc') {
      current.loc = textOf;
      locs++;
    } else if (tag.local === 'lastmod') current.lastmod = textOf;
    else if (tag.local === 'url') {
      if (locs !== 1) throw new Error(`a url with ${locs} loc elements, not one`);
      urls.push(current);
      current = null;
    }
  });
  parser.write(xml).close();
  return urls;
}

/** The URLs of a urlset, checked by the protocol's rules. */
function urlsOf(xml: string, origin: string): SitemapUrl[] {
  const urls = readUrlset(xml);
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  for (const { loc, lastmod } of urls) {
    // Absolute, on the site's origin, and already percent-encoded.
    if (!loc.startsWith(`${origin}/`) || new URL(loc).href !== loc)
      expect.fail(`not a percent-encoded URL of ${origin}: ${loc}`);
    if (lastmod && new Date(lastmod).toISOString() !== lastmod) expect.fail(`not an ISO date: ${lastmod}`);
  }
  return urls;
}

describe('a QA site (the fixtures, QA enabled)', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  }, 60_000);
  afterAll(() => close(site?.server));

  it('closes robots.txt to every crawler', async () => {
    const { response, body } = await text(site.origin, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('lists every page of both locales with its alternates, every post and every listing', async () => {
    const { response, body } = await text(site.origin, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    // Kept by shared caches like a public page.
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const urls = urlsOf(body, site.origin);
    const byLoc = new Map(urls.map((u) => [u.loc.slice(site.origin.length), u]));
    expect(byLoc.size).toBe(urls.length);

    // Pages, found from the fixed routes and the menus' links.
    for (const path of [
      '/fr',
      '/en',
      '/fr/a-propos',
      '/en/about',
      '/fr/contact',
      '/en/blog',
      '/fr/proprietes',
    ])
      expect(byLoc.has(path), path).toBe(true);
    expect(byLoc.get('/en/about')?.alternates).toEqual({
      'fr-CA': `${site.origin}/fr/a-propos`,
      'en-CA': `${site.origin}/en/about`,
      'x-default': `${site.origin}/fr/a-propos`,
    });
    // Never a QA page, a test page, page data or a filtered search.
    expect([...byLoc.keys()].filter((p) => /^\/(qa|_data)|\/test\/|\?/.test(p))).toEqual([]);

    // Every post, in both locales by its own slugs, dated.
    const { articles } = loadFixtureFile('articles');
    const posts = urls.filter((u) => /\/(blogue|blog)\/.+-\d+$/.test(u.loc));
    expect(posts.length).toBe(articles.length * 2);
    const article = articles[0]!;
    const frPost = byLoc.get(`/fr/blogue/${encodeURIComponent(article.slug.fr)}-${article.id}`);
    expect(frPost?.lastmod).toBe(new Date(article.published_at).toISOString());
    expect(Object.keys(frPost?.alternates ?? {})).toEqual(['fr-CA', 'en-CA', 'x-default']);

    // Every listing, for sale and for rent, in both locales, by the URL its card gives.
    const listings = loadFixtureFile('listings');
    const listingUrls = urls.filter((u) => /\/(proprietes|properties)\/./.test(u.loc));
    expect(listingUrls.length).toBe(listings.length * 2);
    const one = listings[0]!;
    expect(byLoc.get(one.url.fr)?.alternates['en-CA']).toBe(`${site.origin}${one.url.en}`);

    // What the sitemap names, the site serves: listings of both kinds and languages, a post, a page.
    const rent = listingUrls.find((u) => /a-louer|for-rent/.test(u.loc));
    for (const url of [listingUrls[0], listingUrls.at(-1), rent, posts.at(-1), byLoc.get('/en/about')]) {
      const path = url!.loc.slice(site.origin.length);
      const { response } = await text(site.origin, path);
      expect(response.status, path).toBe(200);
    }
  }, 120_000);

  it('answers 404 for a child file that does not exist', async () => {
    const { response } = await text(site.origin, '/sitemap-1.xml');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a production site (its pages say production, QA disabled)', () => {
  let site: Awaited<ReturnType<typeof startSiteOnCms>>;
  beforeAll(async () => {
    site = await startSiteOnCms(
      loadSiteFixtures().map((s) => ({ ...s, site: { ...s.site, production: true } })),
    );
  }, 60_000);
  afterAll(() => site?.stop());

  it('opens robots.txt but for QA, page data and filtered searches, and names the sitemap', async () => {
    const { response, body } = await text(site.origin, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const lines = body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /qa/',
        'Disallow: /_data/',
        'Disallow: /fr/proprietes?',
        'Disallow: /en/properties?',
        'Allow: /',
        `Sitemap: ${site.origin}/sitemap.xml`,
      ]),
    );
    // The bare search page and the listing pages stay open.
    expect(lines).not.toContain('Disallow: /fr/proprietes');
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('a site of 120,000 listings', () => {
  it('is listed in a sitemap index past 50,000 URLs, each child within the limits', async () => {
    // The same clients as the server's, their backends answering in this process.
    const cms = createCmsFixture({ sites: loadSiteFixtures() });
    const core = createCoreFixture(withGeneratedListings(loadCoreFixtureData(), 120_000));
    const inProcess =
      (handler: (r: Request) => Promise<Response | null>) =>
      async (url: RequestInfo | URL, init?: RequestInit) =>
        (await handler(new Request(url, init))) ?? new Response('{}', { status: 404 });
    const cmsClient = createCmsClient({
      baseUrl: 'http://cms.test/api',
      apiKey: 'k',
      keyHeader: 'X-Header-Api',
      fetch: inProcess(cms),
    });
    const origin = 'https://www.example.ca';
    const entries = await sitemapEntries({
      pages: { load: (path, _s, locale) => cmsClient.fetchPage('101', { path, production: false }, locale) },
      core: (site, locale) =>
        createCoreClient({
          baseUrl: 'http://core.test',
          micrositeId: site.microsite_id,
          siteKey: site.site_key,
          locale,
          timeoutMs: 60_000,
          fetch: inProcess(core),
        }),
      origin,
    });
    const files = sitemapFiles(entries, origin, new Date());
    const index = parseXml(files.main).documentElement;
    expect(index.localName).toBe('sitemapindex');
    expect(index.namespaceURI).toBe(SITEMAP_NS);
    const children = [...index.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent ?? '');
    // 240,000 listing URLs (two locales), the pages and the posts: five files at least.
    expect(children.length).toBe(files.children.length);
    expect(children.length).toBeGreaterThanOrEqual(5);
    let listings = 0;
    for (const [i, loc] of children.entries()) {
      expect(loc).toBe(`${origin}/sitemap-${i + 1}.xml`);
      const child = files.children[i]!;
      expect(Buffer.byteLength(child)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
      const urls = urlsOf(child, origin);
      listings += urls.filter((u) => /\/(proprietes|properties)\/./.test(u.loc)).length;
    }
    expect(listings).toBe(240_000);
  }, 600_000);
});
