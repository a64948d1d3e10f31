import type { ComponentType } from 'react';

/** What a QA route's lazy module gives: the page's component. */
export interface QaRouteModule {
  Component: ComponentType;
}

/** QA routes (`/qa/...`): one line each, loaded lazily (editor code never ships to visitors). */
const QA_PAGES: Readonly<Record<string, () => Promise<QaRouteModule>>> = {
  sections: () => import('../editor/sections/route'),
  'parametres-generaux': () => import('../editor/settings/route'),
  'general-settings': () => import('../editor/settings/route'),
  gallery: () => import('./qa-gallery/route'),
};

export type SiteRoute =
  | { kind: 'index' }
  /** A QA page (`module`), or an unknown address under /qa (null): both 404 unless QA is enabled. */
  | { kind: 'qa'; module: (() => Promise<QaRouteModule>) | null }
  | { kind: 'page' }
  | { kind: 'not-found' };

/**
 * The site's routes. `/` sends the visitor to their language. Every page under /fr and /en (home,
 * contact, properties, terms, privacy, blog, blog posts, generic pages) is content fetched by path:
 * the content backend answers each one, and the page route answers 404 for another first segment.
 * QA routes answer 404 unless configuration enables them.
 */
export function routeOf(pathname: string): SiteRoute {
  if (pathname === '/') return { kind: 'index' };
  const [, first, ...rest] = pathname.split('/');
  if (!first) return { kind: 'not-found' };
  if (first === 'qa') {
    const name = rest.join('/').replace(/\/$/, '');
    return { kind: 'qa', module: Object.hasOwn(QA_PAGES, name) ? QA_PAGES[name]! : null };
  }
  return { kind: 'page' };
}
