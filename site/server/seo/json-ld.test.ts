import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A first render on a loaded machine can take tens of seconds.
vi.setConfig({ testTimeout: 90_000 });

import { loadSiteFixtures, type SiteFixture } from '../../../api/fixture/cms';
import { loadFixtureFile } from '../../../api/fixture/core-api/data';
import { close, startSite, startSiteOnCms, text } from '../../../testing/site-server';

type Json = Record<string, unknown>;

/** Every JSON-LD block of an HTML page, parsed. */
function jsonLdOf(html: string): Json[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map(([, json]) => JSON.parse(json ?? '') as Json);
}
const ofType = (items: Json[], type: string) => items.filter((i) => i['@type'] === type);

const HOSTILE = 'Julie </script><script>window.__ld=1</script> & <!-- Tremblay';
/**
 * A page title keeps no markup (a head field with markup is dropped before the render): this one
 * holds what a script's escaping must still handle, a `<`, quotes and a line separator.
 */
const ABOUT_TITLE = 'À propos <3\u2028& "nous"';

/** The fixtures' sites, the broker's name (its footer's) made hostile, its about page's title awkward. */
function sitesWithHostileTitles(): SiteFixture[] {
  return loadSiteFixtures().map((s) => {
    if (String(s.site.site_id) !== '101') return s;
    const footer = structuredClone(s.site.footer) as { fields: { copyright_text?: unknown } }[];
    for (const block of footer)
      if (block.fields.copyright_text)
        block.fields.copyright_text = { fr: HOSTILE, en: 'Julie Tremblay, residential real estate broker' };
    const pages = s.pages.map((p) =>
      p.paths.fr === '/fr/a-propos' ? { ...p, title: { fr: ABOUT_TITLE } } : p,
    );
    return { ...s, pages, site: { ...s.site, footer } };
  });
}

describe('structured data of a broker site', () => {
  let site: Awaited<ReturnType<typeof startSiteOnCms>>;
  beforeAll(async () => {
    site = await startSiteOnCms(sitesWithHostileTitles());
  }, 60_000);
  afterAll(() => site?.stop());

  it('names the agent on the home page, its title kept inside the script', async () => {
    const { response, body } = await text(site.origin, '/fr');
    expect(response.status).toBe(200);
    // The hostile text never closed the script nor ran.
    expect(body).not.toContain('<script>window.__ld=1</script>');
    expect(body).not.toMatch(/<\/script><script>window/);
    const items = jsonLdOf(body);
    const [agent] = ofType(items, 'RealEstateAgent');
    expect(agent).toMatchObject({
      '@context': 'https://schema.org',
      name: HOSTILE,
      url: `${site.origin}/fr`,
      inLanguage: 'fr-CA',
    });
    // No crumbs on the home page.
    expect(ofType(items, 'BreadcrumbList')).toEqual([]);
  });

  it('names the agent on the about page and leads there from the home', async () => {
    const { body } = await text(site.origin, '/en/about');
    const items = jsonLdOf(body);
    expect(ofType(items, 'RealEstateAgent')[0]).toMatchObject({
      name: 'Julie Tremblay, residential real estate broker',
      url: `${site.origin}/en`,
      inLanguage: 'en-CA',
    });
    const [crumbs] = ofType(items, 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.origin}/en` },
      { '@type': 'ListItem', position: 2, name: expect.any(String), item: `${site.origin}/en/about` },
    ]);
    const fr = jsonLdOf((await text(site.origin, '/fr/a-propos')).body);
    const frCrumbs = ofType(fr, 'BreadcrumbList')[0]?.itemListElement as Json[];
    expect(frCrumbs.map((c) => c.name)).toEqual(['Accueil', ABOUT_TITLE]);
  });

  it('describes a post as a BlogPosting, under the blog in its breadcrumbs', async () => {
    const article = loadFixtureFile('articles').articles[0]!;
    const path = `/fr/blogue/${encodeURIComponent(article.slug.fr)}-${article.id}`;
    const { response, body } = await text(site.origin, path);
    expect(response.status).toBe(200);
    const items = jsonLdOf(body);
    expect(ofType(items, 'BlogPosting')[0]).toMatchObject({
      headline: article.title.fr,
      datePublished: article.published_at,
      author: { '@type': 'Person', name: article.author.name },
      image: [expect.stringMatching(/^https?:\/\//)],
      url: `${site.origin}${path}`,
    });
    const crumbs = ofType(items, 'BreadcrumbList')[0]?.itemListElement as Json[];
    expect(crumbs.map((c) => c.item)).toEqual([
      `${site.origin}/fr`,
      `${site.origin}/fr/blogue`,
      `${site.origin}${path}`,
    ]);
    // Not the agent's page.
    expect(ofType(items, 'RealEstateAgent')).toEqual([]);
  });

  it('describes a listing as a RealEstateListing, with one trail of crumbs: its own', async () => {
    const listing = loadFixtureFile('listings')[0]!;
    const { response, body } = await text(site.origin, listing.url.fr);
    expect(response.status).toBe(200);
    const items = jsonLdOf(body);
    expect(ofType(items, 'RealEstateListing')[0]).toMatchObject({
      url: `${site.origin}${listing.url.fr}`,
      offers: { '@type': 'Offer', priceCurrency: 'CAD' },
    });
    const crumbs = ofType(items, 'BreadcrumbList');
    expect(crumbs).toHaveLength(1);
    expect((crumbs[0]!.itemListElement as Json[]).map((c) => c.item)).toEqual([
      `${site.origin}/fr`,
      `${site.origin}/fr/proprietes`,
      `${site.origin}${listing.url.fr}`,
    ]);
  });
});

describe('structured data of an agency site', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite({ SITE_ID: '201' });
  }, 60_000);
  afterAll(() => close(site?.server));

  it('lists the offices its pages show as places of the agent', async () => {
    const home = ofType(jsonLdOf((await text(site.origin, '/fr')).body), 'RealEstateAgent')[0];
    expect(home?.location).toEqual([
      expect.objectContaining({
        '@type': 'Place',
        telephone: expect.any(String),
        address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('Saint-Denis') },
      }),
    ]);
    const about = ofType(jsonLdOf((await text(site.origin, '/fr/a-propos')).body), 'RealEstateAgent')[0];
    const places = about?.location as Json[];
    expect(places.length).toBeGreaterThan(1);
    expect(places[0]).toMatchObject({ '@type': 'Place', geo: { '@type': 'GeoCoordinates' } });
  });
});
