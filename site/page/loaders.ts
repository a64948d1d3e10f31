import { data, type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import propertiesSearchPage from '../../blocks/properties/search-page/runtime';
import { preloadBlocks } from '../../engine/renderer/modules';
import type { PageResponse } from '../../engine/schemas';
import { isLocale, type Locale } from '../../engine/schemas/locales';
import type { SearchSeed } from '../../stores/search-seed';
import { loadSanitizer } from '../../ui/content/rich-text-sanitizer';
import { isRoute } from '../../ui/route-paths';
import { activateClientLocale } from '../i18n/i18n';
import { serverContext } from '../server/request-context';
import { blockRegistry } from './block-registry';
import { clientPageSource } from './client-page-source';
import { chooseLocale, localeCookie } from './locale-choice';
import { canonicalPostPath } from './post-page';

export interface PageErrorData {
  message: string;
  detail?: string;
}

export interface PageLoaderData {
  locale: Locale;
  page: PageResponse;
  /** Origin of the site (`https://host`), for absolute URLs in head tags. */
  origin: string;
  /** The search page's first results, fetched by the server for its URL (absent in client navigations). */
  searchSeed?: SearchSeed;
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** Icon of pages without page data (error pages, QA pages); content pages use their metadata's. */
export const DEFAULT_FAVICON = '/resources/favicon.svg';

/** The registered-looking types of a page's entries (strings only: malformed entries have none). */
export function blockTypesOf(page: PageResponse): string[] {
  const all = [...page.header, ...(page.content.footer ?? page.footer), ...page.content.blocks];
  const types = all.map((b) => (b as { block_type?: unknown } | null)?.block_type);
  return [...new Set(types.filter((t): t is string => typeof t === 'string'))];
}

/**
 * Content blocks a first screen may show, whose scripts the server preloads with the header's and
 * the footer's, and the browser loads before hydrating; the others' load when the visitor nears
 * them (engine/renderer/modules.ts).
 */
export const FIRST_SCREEN_BLOCKS = 2;

export function firstScreenTypesOf(page: PageResponse): string[] {
  return blockTypesOf({
    ...page,
    content: { ...page.content, blocks: page.content.blocks.slice(0, FIRST_SCREEN_BLOCKS) },
  });
}

/** `/`: the locale cookie, else the browser's language, else French. */
export function rootIndexLoader({ request }: LoaderFunctionArgs) {
  const isBrowser = typeof document !== 'undefined';
  const locale = isBrowser
    ? chooseLocale(document.cookie, navigator.languages.join(','))
    : chooseLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
  return redirect(`/${locale}`, { status: 302, headers: { 'Set-Cookie': localeCookie(locale) } });
}

/** Any page under /fr or /en: fetched by path from the content backend (spec 1 §4). */
export async function pageLoader({ request, params, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const locale = params.locale;
  if (!isLocale(locale)) throw data<PageErrorData>({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const server = serverContext(context);
  const url = new URL(request.url);
  const source = server?.pages ?? clientPageSource;
  const [result] = await Promise.all([
    source.load(url.pathname, url.search, locale),
    server ? null : activateClientLocale(locale),
  ]);
  switch (result.kind) {
    case 'redirect':
      throw redirect(result.location, result.status);
    case 'error': {
      const expose = server ? server.exposeErrors : false;
      throw data<PageErrorData>(
        { message: result.message, ...(expose && result.detail ? { detail: result.detail } : {}) },
        { status: result.status },
      );
    }
    case 'page': {
      // A blog post asked with another slug than its own (an old title, the other language's): 301.
      const canonical = canonicalPostPath(url.pathname, locale, result.page);
      if (canonical) throw redirect(`${canonical}${url.search}`, 301);
      // In a browser, load the page's block modules before it renders: no fallback flashes. The
      // rich-text sanitiser too (asked for with the page data): its text then shows sanitised on
      // the first render, not as plain text first; if it cannot load, the text shows plain.
      if (!server)
        await Promise.all([
          preloadBlocks(blockRegistry(), blockTypesOf(result.page)),
          loadSanitizer().catch(() => undefined),
        ]);
      // The search page's HTML lists its first results: the server fetches them for the URL.
      const searchSeed =
        server?.searchSeed &&
        isRoute(url.pathname, 'properties-search') &&
        blockTypesOf(result.page).includes(propertiesSearchPage.type)
          ? await server.searchSeed(result.page, url.search, locale)
          : null;
      // On the server, the configured origin: a forged Host header must not reach canonical URLs.
      return {
        locale,
        page: result.page,
        origin: server?.siteOrigin ?? url.origin,
        ...(searchSeed ? { searchSeed } : {}),
      };
    }
  }
}

/**
 * The search page writes its filters into its own query string (replace, spec 2 §2) and reads a new
 * one itself: navigating within the search page keeps its page data instead of fetching it again
 * at every filter. Any navigation to another path loads as usual.
 */
export function keepPageOnOwnQuery({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const samePage = currentUrl.pathname === nextUrl.pathname && !formMethod;
  if (samePage && isRoute(nextUrl.pathname, 'properties-search')) return false;
  return defaultShouldRevalidate;
}

/** Unknown routes (outside /fr and /en). */
export function notFoundLoader(): never {
  throw data<PageErrorData>({ message: NOT_FOUND_MESSAGE }, { status: 404 });
}
