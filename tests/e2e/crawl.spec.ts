/**
 * No internal link ends on an error (issue 50): a small crawler starts from /fr and /en, follows
 * every link of the site's own pages and asks each address once; none may answer 4xx or 5xx, on
 * the broker fixture site and on the agency one (a second server, SITE_ID=201). Bounded in pages
 * and in time, and the bound is part of the verdict: a crawl cut short fails, it never passes as
 * "nothing broken".
 */
import { expect, test } from '@playwright/test';
import { AGENCY_SITE, secondSite } from '../../testing/second-site';

const MAX_PAGES = 800;
/** Listings named by listing pages (similar listings) asked at most, in the order found. */
const MAX_SIMILAR = 120;
const MAX_MS = 240_000;
/** Requests in flight at once. */
const PARALLEL = 4;
/** A listing's page: its links are asked, but the listings it names lead no further. */
const LISTING_PATH = /^\/(fr\/proprietes|en\/properties)\/[^/?#]+$/;

interface Crawl {
  /** Each internal address asked, with its final status (redirects followed). */
  statuses: Map<string, number>;
  /** For each address, the first page that links to it. */
  linkedFrom: Map<string, string>;
  /** Every page reachable without passing from a listing to a listing was asked. */
  complete: boolean;
}

/** The site's own addresses that a page's links name, without their anchors. */
function internalLinks(html: string): string[] {
  const out = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0]!;
    if (path) out.add(path);
  }
  return [...out];
}

/**
 * Walks the site from /fr and /en. Similar listings lead from one listing to the next through the
 * whole catalogue: a listing named only by another listing's page is asked (up to MAX_SIMILAR of
 * them) but not walked; every other page found is walked.
 */
async function crawl(origin: string): Promise<Crawl> {
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>([
    ['/fr', '(start)'],
    ['/en', '(start)'],
  ]);
  const pages: string[] = ['/fr', '/en'];
  const similar: string[] = [];
  const deadline = Date.now() + MAX_MS;
  const ask = async (address: string) => {
    const response = await fetch(`${origin}${address}`, { headers: { Accept: 'text/html' } });
    statuses.set(address, response.status);
    const html = response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
    return { response, html: html ? await response.text() : '' };
  };
  let next = 0;
  let nextSimilar = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      if (next < pages.length && next < MAX_PAGES) {
        const address = pages[next++]!;
        const { response, html } = await ask(address);
        const from = new URL(response.url).pathname;
        for (const link of internalLinks(html)) {
          if (linkedFrom.has(link)) continue;
          linkedFrom.set(link, address);
          (LISTING_PATH.test(from) && LISTING_PATH.test(link) ? similar : pages).push(link);
        }
      } else if (nextSimilar < similar.length && nextSimilar < MAX_SIMILAR) {
        const { response } = await ask(similar[nextSimilar++]!);
        await response.body?.cancel().catch(() => undefined);
      } else return;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { statuses, linkedFrom, complete: next >= pages.length };
}

function verdict(result: Crawl) {
  const broken = [...result.statuses]
    .filter(([, status]) => status >= 400)
    .map(([address, status]) => `${status} ${address} (linked from ${result.linkedFrom.get(address)})`);
  return { complete: result.complete, broken };
}

test.describe('every internal link answers', () => {
  test.describe.configure({ timeout: MAX_MS + 60_000 });

  test('on the broker site', async ({ baseURL }) => {
    const result = await crawl(baseURL!);
    expect(verdict(result)).toEqual({ complete: true, broken: [] });
    // The crawl reached the pages it is for: listing pages in both languages.
    const listings = [...result.statuses.keys()].filter((a) => LISTING_PATH.test(a));
    expect(listings.some((a) => a.startsWith('/fr/'))).toBe(true);
    expect(listings.some((a) => a.startsWith('/en/'))).toBe(true);
  });

  test.describe('on the agency site', () => {
    const agency = secondSite(AGENCY_SITE);
    test('from /fr and /en', async () => {
      const result = await crawl(agency.url);
      expect(verdict(result)).toEqual({ complete: true, broken: [] });
      expect(result.statuses.get('/fr/calculatrice-hypothecaire')).toBe(200);
    });
  });
});
