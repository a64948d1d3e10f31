import propertiesSearchPage from '../../blocks/properties/search-page/runtime';
import { preloadBlocks } from '../../engine/renderer/modules';
import type { PageResponse } from '../../engine/schemas';
import { isLocale, type Locale, pickLocale } from '../../engine/schemas/locales';
import type { SearchSeed } from '../../stores/search-seed';
import { loadSanitizer } from '../../ui/content/rich-text-sanitizer';
import { isRoute } from '../../ui/route-paths';
import { activateClientLocale, clientI18n } from '../i18n/i18n';
import type { ListingPageData } from '../listing/loader';
import { type RequestContext, serverContext } from '../server/request-context';
import { blockRegistry, catalogAreasOf } from './block-registry';
import { clientPageSource } from './client-page-source';
import { chooseLocale, localeCookie } from './locale-choice';
import type { PageHeadData } from './page-head';
import { canonicalPostPath } from './post-page';
import { PageError, PageRedirect } from './route-error';

/** What a route's loader is given: the address, the request's headers and, on the server, its context. */
export interface LoaderArgs {
  url: URL;
  /** The request's headers on the server (only read); absent in a browser. */
  headers?: Pick<Headers, 'get'>;
  context?: unknown;
}

export interface PageLoaderData {
  locale: Locale;
  page: PageResponse;
  /** Origin of the site (`https://host`), for absolute URLs in head tags. */
  origin: string;
  /** The page's head tags and schema.org data (page-head.ts). */
  head: PageHeadData;
  /** The search page's first results, fetched by the server for its URL (absent in client navigations). */
  searchSeed?: SearchSeed;
  /** A listing's page: the listing it shows in the site's frame (site/listing). */
  listing?: ListingPageData;
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** Icon of pages without page data (error pages, QA pages); content pages use their metadata's. */
export const DEFAULT_FAVICON = '/resources/favicon.svg';

/** The footer a page shows at `pathname`: none on the search page, which fills the screen. */
export function footerOf(page: PageResponse, pathname: string): PageResponse['footer'] {
  return isRoute(pathname, 'properties-search') ? [] : (page.content.footer ?? page.footer);
}

/**
 * The registered-looking types of the entries a page shows at `pathname` (strings only: malformed
 * entries have none): the blocks whose modules and stylesheets it needs.
 */
export function blockTypesOf(page: PageResponse, pathname: string): string[] {
  const all = [...page.header, ...footerOf(page, pathname), ...page.content.blocks];
  const types = all.map((b) => (b as { block_type?: unknown } | null)?.block_type);
  return [...new Set(types.filter((t): t is string => typeof t === 'string'))];
}

/**
 * Content blocks a first screen may show, whose scripts the server preloads with the header's and
 * the footer's, and the browser loads before hydrating; the others' load when the visitor nears
 * them (engine/renderer/modules.ts).
 */
export const FIRST_SCREEN_BLOCKS = 2;

/**
 * How many content blocks a page's first screen may show: none on a listing's page, whose own
 * content (photos, facts, contact) fills it and puts its blocks (similar listings) further down.
 */
export function firstScreenContentBlocks(data: Pick<PageLoaderData, 'listing'> | undefined): number {
  return data?.listing ? 0 : FIRST_SCREEN_BLOCKS;
}

export function firstScreenTypesOf(
  page: PageResponse,
  pathname: string,
  contentBlocks: number = FIRST_SCREEN_BLOCKS,
): string[] {
  return blockTypesOf(
    { ...page, content: { ...page.content, blocks: page.content.blocks.slice(0, contentBlocks) } },
    pathname,
  );
}

/** `/`: the locale cookie, else the browser's language, else French. */
export function rootIndexLoader({ headers }: LoaderArgs): never {
  const locale = headers
    ? chooseLocale(headers.get('cookie'), headers.get('accept-language'))
    : chooseLocale(document.cookie, navigator.languages.join(','));
  throw new PageRedirect(`/${locale}`, 302, { 'Set-Cookie': localeCookie(locale) });
}

/** Any page under /fr or /en: fetched by path from the content backend. */
export async function pageLoader({ url, context }: LoaderArgs): Promise<PageLoaderData> {
  const locale = url.pathname.split('/')[1];
  if (!isLocale(locale)) throw new PageError(404, { message: NOT_FOUND_MESSAGE });
  const server = serverContext(context);
  const source = server?.pages ?? clientPageSource;
  const [result] = await Promise.all([
    source.load(url.pathname, url.search, locale),
    server ? null : activateClientLocale(locale),
  ]);
  switch (result.kind) {
    case 'redirect':
      throw new PageRedirect(result.location, result.status);
    case 'error': {
      const expose = server ? server.exposeErrors : false;
      throw new PageError(result.status, {
        message: result.message,
        ...(expose && result.detail ? { detail: result.detail } : {}),
      });
    }
    case 'page': {
      // A blog post asked with another slug than its own (an old title, the other language's): 301.
      const canonical = canonicalPostPath(url.pathname, locale, result.page);
      if (canonical) throw new PageRedirect(`${canonical}${url.search}`, 301);
      // In a browser, load the page's block modules before it renders: no fallback flashes. The
      // rich-text sanitiser too (asked for with the page data): its text then shows sanitised on
      // the first render, not as plain text first; if it cannot load, the text shows plain.
      // And the strings of its blocks.
      if (!server) {
        const types = blockTypesOf(result.page, url.pathname);
        await Promise.all([
          preloadBlocks(blockRegistry(), types),
          activateClientLocale(locale, catalogAreasOf(types)),
          loadSanitizer().catch(() => undefined),
        ]);
      }
      // The search page's HTML lists its first results: the server fetches them for the URL.
      const searchSeed =
        server?.searchSeed &&
        isRoute(url.pathname, 'properties-search') &&
        blockTypesOf(result.page, url.pathname).includes(propertiesSearchPage.type)
          ? await server.searchSeed(result.page, url.search, locale)
          : null;
      // On the server, the configured origin: a forged Host header must not reach canonical URLs.
      const origin = server?.siteOrigin ?? url.origin;
      return {
        locale,
        page: result.page,
        origin,
        head: await headOf(result.page, locale, origin, url.pathname, server),
        ...(searchSeed ? { searchSeed } : {}),
      };
    }
  }
}

/**
 * A page's head (page-head.ts). Its module is imported here, not at the top: the browser hydrates
 * the first page from the head the server computed and loads the module with its first client
 * navigation only.
 */
export async function headOf(
  page: PageResponse,
  locale: Locale,
  origin: string,
  pathname: string,
  server: RequestContext | undefined,
): Promise<PageHeadData> {
  const config = server?.config ?? (typeof window === 'undefined' ? undefined : window.__PUBLIC_CONFIG__);
  try {
    const { pageHeadOf } = await import('./page-head');
    return pageHeadOf({
      page,
      locale,
      origin,
      pathname,
      assetsBaseUrl: config?.assetsBaseUrl ?? '/',
      registry: blockRegistry(),
      i18n: server?.i18n ?? clientI18n,
    });
  } catch (error) {
    // A head whose module cannot load (a new deployment removed the old build's chunks) or that
    // cannot be computed costs the page its head tags but its title, never the page.
    console.warn(`[page-head] ${pathname}: head tags left out`, error);
    const title = typeof page.title === 'object' && page.title ? pickLocale(page.title, locale) : undefined;
    return { title: typeof title === 'string' ? title : '', meta: [], links: [], jsonLd: [] };
  }
}

/** The content page's data among the loader data of the routes matched, if a page route matched. */
export function pageDataIn(loaderData: Iterable<unknown>): PageLoaderData | undefined {
  for (const data of loaderData)
    if (data && typeof data === 'object' && 'page' in data && 'locale' in data) return data as PageLoaderData;
  return undefined;
}

/** Unknown routes (outside /fr and /en). */
export function notFoundLoader(): never {
  throw new PageError(404, { message: NOT_FOUND_MESSAGE });
}
