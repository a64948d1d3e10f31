import type { ComponentType } from 'react';
import {
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { LOCALES, type Locale } from '../engine/schemas/locales';
import { isRoute, ROUTE_PATHS, type RouteKey } from '../ui/route-paths';
import { type LoaderArgs, notFoundLoader, pageLoader, rootIndexLoader } from './page/loaders';
import { PageRoute } from './page/PageRoute';
import { qaGuardLoader } from './page/qa-guard';
import { RouteErrorPage } from './page/RouteErrorPage';
import { PAGES_ROUTE_ID } from './page/route-data';
import { PageRedirect } from './page/route-error';
import { Root } from './root/Root';
import { serverContext } from './server/request-context';

/** What a QA route's lazy module gives: the page's component. */
export interface QaRouteModule {
  Component: ComponentType;
}

/** The QA pages (`/qa/<name>`); their modules are in site/qa-modules.ts. */
export const QA_PAGE_NAMES = ['sections', 'parametres-generaux', 'general-settings', 'gallery'] as const;
export type QaPageName = (typeof QA_PAGE_NAMES)[number];

/**
 * A loader of ours as React Router calls it: it is given the address, the request's headers on the
 * server (through the request context, read only when asked) and the context, and throws
 * `PageError` (the error page with its status) or `PageRedirect`, which becomes React Router's
 * redirect: the server answers it with its status, a browser follows it and records only its end.
 */
export function routeLoader(load: (args: LoaderArgs) => unknown): LoaderFunction {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const server = serverContext(context);
    try {
      return (await load({ url: new URL(request.url), headers: server?.headers, context })) ?? null;
    } catch (error) {
      if (!(error instanceof PageRedirect)) throw error;
      throw redirect(error.location, { status: error.status, headers: { ...error.headers } });
    }
  };
}

/**
 * The search page writes its filters into its own query string (replace) and reads a new one
 * itself: a navigation within it keeps its page data instead of loading it again at every filter.
 */
export const keepPageOnOwnQuery: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && !formMethod && isRoute(nextUrl.pathname, 'properties-search')
    ? false
    : defaultShouldRevalidate;

const contentPage = routeLoader(pageLoader);
const notFound = routeLoader(notFoundLoader);

/** A content page at `path`: its data fetched by path from the content backend. */
const pageRoute = (id: string, path: string): RouteObject => ({
  id,
  path,
  loader: contentPage,
  Component: PageRoute,
  shouldRevalidate: keepPageOnOwnQuery,
});

/**
 * A listing's page (`/fr/proprietes/{slug}-{uls}`, `/en/properties/{slug}-{uls}`): the core API's
 * data in the site's frame, rendered as a content page (site/listing). Its loader is imported with
 * the first listing, so that the entry every page loads does not carry the listing's code; a wrong
 * slug is answered with a 301 to the listing's own address.
 */
const listingPage = routeLoader(async (args) => (await import('./listing/loader')).listingLoader(args));
const listingRoute = (locale: Locale): RouteObject => ({
  id: `listing-${locale}`,
  path: `${ROUTE_PATHS['properties-search'][locale]}/:listing`,
  loader: listingPage,
  Component: PageRoute,
});

/** The hard-coded routes of both languages (ui/route-paths.ts), QA pages aside. */
const HARD_CODED = (Object.keys(ROUTE_PATHS) as RouteKey[]).filter((key) => !key.startsWith('qa-'));

/** A QA page, loaded lazily: editor code never ships to visitors (site/qa-modules.ts lists them). */
const qaRoute = (name: QaPageName): RouteObject => ({
  path: name,
  lazy: async () => (await import('./qa-modules')).QA_PAGES[name](),
});

/**
 * The site's routes, one entry each ({ path, loader, Component }). `/` sends the visitor to their
 * language. The hard-coded pages of both languages and every other page under /fr and /en are
 * content fetched by path (the content backend answers each; another first segment is 404), except
 * a listing's page, made from the core API's data in the site's frame. QA routes answer 404 unless
 * configuration enables them. Anything else is 404.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    children: [
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteErrorPage,
        children: [
          { id: 'index', index: true, loader: routeLoader(rootIndexLoader), element: null },
          ...HARD_CODED.flatMap((key) =>
            LOCALES.map((locale) => pageRoute(`${key}-${locale}`, ROUTE_PATHS[key][locale])),
          ),
          ...LOCALES.map(listingRoute),
          pageRoute('page', ':locale/*'),
          {
            id: 'qa',
            path: 'qa',
            loader: routeLoader(qaGuardLoader),
            children: [
              ...QA_PAGE_NAMES.map(qaRoute),
              { index: true, loader: notFound, element: null },
              { path: '*', loader: notFound, element: null },
            ],
          },
          { id: 'not-found', path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
];
