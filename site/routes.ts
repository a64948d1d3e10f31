import type { ComponentType } from 'react';

/** What a QA route's lazy module gives: the page's component. */
export interface QaRouteModule {
  Component: ComponentType;
}

/** The QA pages (`/qa/<name>`); their modules are in site/qa-modules.ts. */
export const QA_PAGE_NAMES = ['sections', 'parametres-generaux', 'general-settings', 'gallery'] as const;
export type QaPageName = (typeof QA_PAGE_NAMES)[number];

/**
 * A QA page's module, loaded lazily (editor code never ships to visitors) through the module that
 * lists them: what each one imports (the bundler's list of its files) stays out of the client's
 * entry, which every public page loads.
 */
const QA_PAGES = new Map(
  QA_PAGE_NAMES.map((name) => [
    name as string,
    async (): Promise<QaRouteModule> => (await import('./qa-modules')).QA_PAGES[name](),
  ]),
);

/**
 * A listing's address, `{slug}-{uls}` under the search page's path (site/listing/paths.ts reads it).
 * A pattern here, so that the routes every page loads do not load the listing's code.
 */
const LISTING_PATH = /^\/(?:fr\/proprietes|en\/properties)\/[^/]+\/?$/;

export type SiteRoute =
  | { kind: 'index' }
  /** A QA page (`module`), or an unknown address under /qa (null): both 404 unless QA is enabled. */
  | { kind: 'qa'; module: (() => Promise<QaRouteModule>) | null }
  | { kind: 'page' }
  /** A listing's page (`/fr/proprietes/{slug}-{uls}`, `/en/properties/{slug}-{uls}`): site/listing. */
  | { kind: 'listing' }
  | { kind: 'not-found' };

/**
 * The site's routes. `/` sends the visitor to their language. Every page under /fr and /en (home,
 * contact, properties, terms, privacy, blog, blog posts, generic pages) is content fetched by path,
 * except a listing's page, made from the core API's data in the home page's frame (site/listing):
 * the content backend answers each one, and the page route answers 404 for another first segment.
 * QA routes answer 404 unless configuration enables them.
 */
export function routeOf(pathname: string): SiteRoute {
  if (pathname === '/') return { kind: 'index' };
  const [, first, ...rest] = pathname.split('/');
  if (!first) return { kind: 'not-found' };
  if (first === 'qa') {
    const name = rest.join('/').replace(/\/$/, '');
    return { kind: 'qa', module: QA_PAGES.get(name) ?? null };
  }
  if (LISTING_PATH.test(pathname)) return { kind: 'listing' };
  return { kind: 'page' };
}
