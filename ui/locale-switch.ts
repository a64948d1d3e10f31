import { useEffect } from 'react';
import type { AlternatePath } from '../engine/schemas';
import { isLocale, LOCALES, type Locale } from '../engine/schemas/locales';
import { useLocale } from '../stores/locale';
import { useSiteData } from '../stores/site-data';
import { checkLinkUrl } from './content/link-url';
import { localePath, matchRoute } from './route-paths';

/** Locale cookie: 365 days, SameSite=Lax; read on the root path only. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Remembers the visitor's choice for the next visit of `/`. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
  document.cookie = localeCookie(locale);
}

/**
 * The page's equivalent path in another locale: the page's `alternate_paths` when it is
 * a path of this site, else the same hard-coded route in that locale, else that locale's home page.
 */
export function alternatePathFor(
  target: Locale,
  currentPath: string,
  alternates: readonly AlternatePath[] | undefined,
): string {
  // Only a path of this site, through the one link checker: never a `data:` or foreign URL.
  const fromPage = checkLinkUrl(alternates?.find((a) => a.locale === target)?.path);
  if (fromPage.ok && fromPage.kind === 'internal') return fromPage.href;
  const route = matchRoute(currentPath);
  if (route && route.key !== 'blog-post') return localePath(route.key, target);
  return localePath('home', target);
}

/** Routes whose query string is part of what the page shows (filters): it follows a locale switch. */
const QUERY_KEEPING_ROUTES = ['properties-search'] as const;

/** `path` plus the current query string when the page is one whose query says what it shows. */
export function withKeptQuery(path: string, currentPath: string, search: string): string {
  const route = matchRoute(currentPath);
  const keeps = route && (QUERY_KEEPING_ROUTES as readonly string[]).includes(route.key);
  const query = search.replace(/^\?/, '');
  return keeps && query ? `${path}?${query}` : path;
}

export interface LocaleAlternate {
  locale: Locale;
  path: string;
  current: boolean;
}

/**
 * For a locale switcher: every locale with the path of this page in it (the search page keeps its
 * filters: `/fr/proprietes?mun=…` ↔ `/en/properties?mun=…`). Link with
 * `<a href={path} hrefLang={LOCALE_TAGS[locale]} onClick={() => rememberLocale(locale)}>`.
 */
export function useLocaleAlternates(currentPath: string, search = ''): LocaleAlternate[] {
  const locale = useLocale();
  const alternates = useSiteData()?.alternatePaths;
  return LOCALES.map((l) => ({
    locale: l,
    path: withKeptQuery(
      l === locale ? currentPath : alternatePathFor(l, currentPath, alternates),
      currentPath,
      search,
    ),
    current: l === locale,
  }));
}

/** The path of this page in `target` (see `alternatePathFor`). */
export function useAlternatePath(target: Locale, currentPath: string): string {
  const alternates = useSiteData()?.alternatePaths;
  return alternatePathFor(target, currentPath, alternates);
}

/**
 * The locale follows the path prefix: a stored choice that differs from the page's
 * prefix is corrected to it, so the next visit of `/` lands in the language last read.
 */
export function useLocaleCookieFollowsPath(): void {
  const locale = useLocale();
  useEffect(() => {
    // A task of its own: the page's first read of `document.cookie` asks the browser's network
    // service (a few milliseconds on a phone), kept out of hydration's tasks.
    const timer = setTimeout(() => {
      const stored = readCookie(document.cookie, LOCALE_COOKIE);
      if (isLocale(stored) && stored !== locale) rememberLocale(locale);
    }, 0);
    return () => clearTimeout(timer);
  }, [locale]);
}
