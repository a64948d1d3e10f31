import type { ComponentType } from 'react';
import {
  type LoaderArgs,
  notFoundLoader,
  type PageLoaderData,
  pageLoader,
  rootIndexLoader,
} from '../page/loaders';
import { qaGuardLoader } from '../page/qa-guard';
import {
  isPageError,
  PageError,
  type PageErrorData,
  PageRedirect,
  routeErrorStatus,
} from '../page/route-error';
import { routeOf } from '../routes';

/** What the route of an address shows: a content page, a QA page, or the error page. */
export type RouteState =
  | { kind: 'page'; data: PageLoaderData }
  | { kind: 'qa'; Component: ComponentType }
  | { kind: 'error'; error: unknown };

export type RouteOutcome = RouteState | { kind: 'redirect'; redirect: PageRedirect };

/**
 * Runs the loader of the address's route: on the server for each request, in a browser for each
 * client navigation. A loader's `PageRedirect` is the redirect; anything else it throws is the
 * error page's (a `PageError` with its status, else a 500).
 */
export async function loadRoute(args: LoaderArgs): Promise<RouteOutcome> {
  try {
    const route = routeOf(args.url.pathname);
    switch (route.kind) {
      case 'index':
        return rootIndexLoader(args);
      case 'qa': {
        qaGuardLoader(args);
        if (!route.module) return notFoundLoader();
        return { kind: 'qa', Component: (await route.module()).Component };
      }
      case 'page':
        return { kind: 'page', data: await pageLoader(args) };
      // A listing's page renders as a content page: its loader (loaded with the first listing
      // visited) gives page data with `listing`.
      case 'listing':
        return { kind: 'page', data: await (await import('../listing/loader')).listingLoader(args) };
      default:
        return notFoundLoader();
    }
  } catch (error) {
    if (error instanceof PageRedirect) return { kind: 'redirect', redirect: error };
    return { kind: 'error', error };
  }
}

/** The status code of a route's answer: an error's own (spec 2 §8), else 200. */
export const statusOf = (route: RouteState) => (route.kind === 'error' ? routeErrorStatus(route.error) : 200);

/** A route's state as the server sends it to the browser (`routeDataOfDocument`). */
export type RouteData =
  | { kind: 'page'; data: PageLoaderData }
  | { kind: 'qa' }
  | { kind: 'error'; status: number; data?: PageErrorData };

declare global {
  interface Window {
    /** The route data once read from the document. */
    __ROUTE_DATA__?: RouteData;
  }
}

/** The id of the element holding the route data as JSON, in every page the server renders. */
export const ROUTE_DATA_ELEMENT = 'route-data';

/**
 * The route data the server put in the page, read once: `undefined` when the page holds none or
 * holds it broken (said in the console; `routeStateOf` then makes it the error page).
 */
export function routeDataOfDocument(): RouteData | undefined {
  if (!('__ROUTE_DATA__' in window)) {
    const text = document.getElementById(ROUTE_DATA_ELEMENT)?.textContent;
    let data: RouteData | undefined;
    try {
      data = text ? (JSON.parse(text) as RouteData) : undefined;
    } catch (error) {
      console.error("[route] the page's route data is not JSON", error);
    }
    window.__ROUTE_DATA__ = data;
  }
  return window.__ROUTE_DATA__;
}

/**
 * The state to send. An error thrown by a loader (not a `PageError`) keeps its status (spec 2 §8,
 * else 500), and its message is shown only when the server exposes errors: the server may know
 * more than the visitor should.
 */
export function routeDataOf(route: RouteState, exposeErrors: boolean): RouteData {
  if (route.kind === 'page') return { kind: 'page', data: route.data };
  if (route.kind === 'qa') return { kind: 'qa' };
  if (isPageError(route.error)) return { kind: 'error', status: route.error.status, data: route.error.data };
  const message = exposeErrors && route.error instanceof Error ? route.error.message : 'Unexpected error';
  return { kind: 'error', status: routeErrorStatus(route.error), data: { message } };
}

/** The state the browser hydrates with; a QA page's component is loaded first (`qaModule`). */
export function routeStateOf(data: RouteData | undefined, qaComponent?: ComponentType): RouteState {
  if (data?.kind === 'page') return data;
  if (data?.kind === 'qa' && qaComponent) return { kind: 'qa', Component: qaComponent };
  if (data?.kind === 'error')
    return { kind: 'error', error: new PageError(data.status, data.data ?? { message: '' }) };
  return { kind: 'error', error: new PageError(500, { message: 'Unexpected error' }) };
}
