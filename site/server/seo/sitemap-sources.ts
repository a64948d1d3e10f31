/**
 * What a site's sitemap lists, asked through the clients and caches its pages use: its public
 * pages (found from the fixed routes and every link of this site their answers hold, each asked
 * of the content backend through the page cache), every blog post and every listing page (from
 * the core API, by the URLs its answers give). A page marked `noindex`, an error or a redirect is
 * left out; a core API call that fails fails the whole build.
 */
import type { CoreClient } from '../../../api/core/client';
import { readPageQuery } from '../../../api/core/search-query';
import type { BlogArticle, PropertyListingItem } from '../../../domain';
import type { PageResponse } from '../../../engine/schemas';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../engine/schemas/locales';
import { checkLinkUrl } from '../../../ui/content/link-url';
import { localeOfPath, localePath, matchRoute, ROUTE_PATHS } from '../../../ui/route-paths';
import { ownListingPath } from '../../listing/paths';
import { isPagePath } from '../page-paths';
import type { PageSource } from '../request-context';
import { lastmodOf, type SitemapAlternate, type SitemapEntry, sitemapUrl } from './sitemap-xml';

/** Pages asked at most while looking for links: a site's menus name tens, not thousands. */
export const MAX_CRAWLED_PAGES = 400;
/** Cards asked per call of the listings (the core API serves up to 100). */
export const LISTINGS_PER_CALL = 100;
/** Calls to the core API at once. */
const CONCURRENCY = 4;

export interface SitemapSources {
  pages: PageSource;
  /** A core API client for the site of these pages, in a locale. */
  core: (site: Pick<PageResponse, 'microsite_id' | 'site_key'>, locale: Locale) => CoreClient;
  /** The configured origin (`SITE_ORIGIN`). */
  origin: string;
  onError?: (what: string, error: unknown) => void;
}

/** The fixed routes a site has, whichever links its content holds. */
const SEED_ROUTES = ['home', 'contact-page', 'properties-search', 'blog', 'terms', 'privacy'] as const;

/** Listing pages, whose paths come from the core API: `/fr/proprietes/{slug}-{uls}`. */
const isListingPath = (path: string) =>
  LOCALES.some((l) => path.startsWith(`${localePath('properties-search', l)}/`));

/** A path of this site's pages worth asking for: no query, no post, no listing, no QA. */
function crawlable(value: string): string | null {
  if (value.length > 300 || !value.startsWith('/')) return null;
  const checked = checkLinkUrl(value);
  if (!checked.ok || checked.kind !== 'internal') return null;
  const path = checked.href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  if (!isPagePath(path) || isListingPath(path) || matchRoute(path)?.key === 'blog-post') return null;
  return path;
}

/** Every string of an answer that names one of this site's pages. */
function linksOf(value: unknown, found: Set<string>, depth = 0): void {
  if (depth > 40) return;
  if (typeof value === 'string') {
    const path = crawlable(value);
    if (path) found.add(path);
  } else if (Array.isArray(value)) {
    for (const item of value) linksOf(item, found, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) linksOf(item, found, depth + 1);
  }
}

/** The alternates of a group of URLs by locale: each language, then x-default (French). */
function alternatesOf(urls: Partial<Record<Locale, string>>): SitemapAlternate[] {
  const alternates: SitemapAlternate[] = [];
  for (const l of LOCALES) if (urls[l]) alternates.push({ hreflang: LOCALE_TAGS[l], href: urls[l]! });
  const fallback = urls.fr ?? urls.en;
  if (alternates.length > 1 && fallback) alternates.push({ hreflang: 'x-default', href: fallback });
  return alternates;
}

/** One entry per locale of a group of paths, each naming all of them. */
function groupEntries(
  paths: Partial<Record<Locale, string>>,
  origin: string,
  lastmod?: string,
): SitemapEntry[] {
  const urls: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const url = paths[l] ? sitemapUrl(paths[l]!, origin) : null;
    if (url?.startsWith(`${origin}/`)) urls[l] = url;
  }
  const alternates = alternatesOf(urls);
  return LOCALES.flatMap((l) =>
    urls[l]
      ? [{ loc: urls[l]!, ...(alternates.length > 1 ? { alternates } : {}), ...(lastmod ? { lastmod } : {}) }]
      : [],
  );
}

const noindex = (page: PageResponse, locale: Locale) =>
  /noindex/i.test((page.content.seo?.[locale] ?? page.seo?.[locale])?.robots_index_rule ?? '');

/** Runs `work` on every item, `CONCURRENCY` at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, run));
}

interface CrawledPages {
  entries: SitemapEntry[];
  /** The first page found (the French home): the site's keys for the core API. */
  site: PageResponse | null;
  /** Paths that answered a page. */
  found: Set<string>;
}

/** The site's public pages, both locales, each with its alternates. */
export async function crawlPages(sources: SitemapSources): Promise<CrawledPages> {
  const queue: string[] = SEED_ROUTES.flatMap((key) => LOCALES.map((l) => ROUTE_PATHS[key][l]));
  const asked = new Set(queue);
  const found = new Set<string>();
  const byLoc = new Map<string, SitemapEntry>();
  let site: PageResponse | null = null;
  while (queue.length > 0 && asked.size <= MAX_CRAWLED_PAGES) {
    const batch = queue.splice(0, CONCURRENCY);
    await Promise.all(
      batch.map(async (path) => {
        const locale = localeOfPath(path);
        const result = await sources.pages.load(path, '', locale).catch((error: unknown) => {
          sources.onError?.(`page ${path}`, error);
          return null;
        });
        if (result?.kind !== 'page') return;
        const page = result.page;
        site ??= page;
        found.add(path);
        const links = new Set<string>();
        linksOf([page.header, page.footer, page.content.blocks, page.content.footer], links);
        for (const alt of page.alternate_paths) {
          const path = crawlable(alt.path);
          if (path) links.add(path);
        }
        for (const link of links) {
          if (!asked.has(link) && asked.size < MAX_CRAWLED_PAGES) {
            asked.add(link);
            queue.push(link);
          }
        }
        if (noindex(page, locale)) return;
        const paths: Partial<Record<Locale, string>> = {};
        for (const alt of page.alternate_paths) {
          const p = crawlable(alt.path);
          if (p && (LOCALES as readonly string[]).includes(alt.locale)) paths[alt.locale as Locale] = p;
        }
        paths[locale] = path;
        for (const entry of groupEntries(paths, sources.origin))
          if (entry.loc === sitemapUrl(path, sources.origin)) byLoc.set(entry.loc, entry);
      }),
    );
  }
  return { entries: [...byLoc.values()], site, found };
}

/** Every blog post, in both locales (a slug per locale where the article has one). */
export async function postEntries(client: CoreClient, origin: string): Promise<SitemapEntry[]> {
  const articles: BlogArticle[] = [];
  const first = await client.fetchArticles({ page: 1, limit: 50, order: 'desc' });
  articles.push(...first.articles);
  const rest = Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => i + 2);
  await eachLimited(rest, async (page) => {
    articles.push(...(await client.fetchArticles({ page, limit: 50, order: 'desc' })).articles);
  });
  articles.sort((a, b) => a.id - b.id);
  return articles.flatMap((article) => {
    const paths = Object.fromEntries(
      LOCALES.map((l) => [l, localePath('blog-post', l, { slug: article.slug, id: article.id })]),
    );
    return groupEntries(paths, origin, lastmodOf(article.published_at));
  });
}

/** Every listing page, for sale and for rent, at the address its card gives and its route answers. */
export async function listingEntries(client: CoreClient, origin: string): Promise<SitemapEntry[]> {
  const { orderBy } = readPageQuery('');
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (items: readonly PropertyListingItem[]) => {
    for (const item of items) {
      const url = item.link?.url as Partial<Record<Locale, string>> | undefined;
      if (!url) continue;
      const paths: Partial<Record<Locale, string>> = {};
      for (const l of LOCALES) {
        // The listing page's own address, as its route reads it: a card's URL naming another
        // listing, another language or another site is left out.
        const own = ownListingPath(url[l], l, item.hover_id);
        if (own) paths[l] = own;
      }
      for (const entry of groupEntries(paths, origin)) {
        if (seen.has(entry.loc)) continue;
        seen.add(entry.loc);
        entries.push(entry);
      }
    }
  };
  for (const query of ['', '?forSaleForRent=rent']) {
    const filters = readPageQuery(query).applied;
    const first = await client.fetchPropertiesPage(filters, orderBy, 1, undefined, LISTINGS_PER_CALL);
    const pages: (typeof first.propertiesListing)[] = [first.propertiesListing];
    const rest = Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => i + 2);
    await eachLimited(rest, async (page) => {
      pages[page - 1] = (
        await client.fetchPropertiesPage(filters, orderBy, page, undefined, LISTINGS_PER_CALL)
      ).propertiesListing;
    });
    for (const items of pages) add(items ?? []);
  }
  return entries;
}

/** Everything the sitemap lists, pages first. */
export async function sitemapEntries(sources: SitemapSources): Promise<SitemapEntry[]> {
  const crawled = await crawlPages(sources);
  if (!crawled.site) return crawled.entries;
  const client = sources.core(crawled.site, 'fr');
  const hasBlog = LOCALES.some((l) => crawled.found.has(ROUTE_PATHS.blog[l]));
  // A failed call fails the build: the server keeps serving its last whole sitemap instead of
  // keeping one without posts or listings.
  const [posts, listings] = await Promise.all([
    hasBlog ? postEntries(client, sources.origin) : [],
    listingEntries(client, sources.origin),
  ]);
  return [...crawled.entries, ...posts, ...listings];
}
