import type { HydrationState, StaticHandlerContext } from 'react-router-dom';
import { isPageError, PageError, type PageErrorData, routeErrorStatus } from './route-error';

/** The route that shows the error page of any route below it (site/routes.tsx). */
export const PAGES_ROUTE_ID = 'pages';

/** A route's error as the server sends it: its status and what the page may show of it. */
export interface SentRouteError {
  status: number;
  data: PageErrorData;
}

/** The routes' data as the server sends it to the browser: React Router's hydration data. */
export interface RouteData {
  loaderData: Record<string, unknown>;
  errors: Record<string, SentRouteError> | null;
}

/** The status code of a request's answer: its routes' first error's own (spec 2 §8), else 200. */
export function statusOf(context: Pick<StaticHandlerContext, 'errors' | 'statusCode'>): number {
  const errors = Object.values(context.errors ?? {});
  return errors.length > 0 ? routeErrorStatus(errors[0]) : context.statusCode;
}

/**
 * The data to send. An error thrown by a loader (not a `PageError`) keeps its status (spec 2 §8,
 * else 500), and its message is shown only when the server exposes errors: the server may know
 * more than the visitor should.
 */
export function routeDataOf(
  context: Pick<StaticHandlerContext, 'loaderData' | 'errors'>,
  exposeErrors: boolean,
): RouteData {
  if (!context.errors) return { loaderData: context.loaderData, errors: null };
  const errors: Record<string, SentRouteError> = {};
  for (const [id, error] of Object.entries(context.errors)) {
    if (isPageError(error)) errors[id] = { status: error.status, data: error.data };
    else {
      const message = exposeErrors && error instanceof Error ? error.message : 'Unexpected error';
      errors[id] = { status: routeErrorStatus(error), data: { message } };
    }
  }
  return { loaderData: context.loaderData, errors };
}

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
 * holds it broken (said in the console; `hydrationDataOf` then makes it the error page).
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
 * What the browser's router starts from: the server's loader data, and its errors as the
 * `PageError`s the error page reads. Without data the page is the error page, 500.
 */
export function hydrationDataOf(data: RouteData | undefined): HydrationState {
  if (!data?.loaderData)
    return {
      loaderData: {},
      errors: { [PAGES_ROUTE_ID]: new PageError(500, { message: 'Unexpected error' }) },
    };
  if (!data.errors) return { loaderData: data.loaderData };
  const errors: Record<string, PageError> = {};
  for (const [id, { status, data: shown }] of Object.entries(data.errors))
    errors[id] = new PageError(status, shown ?? { message: '' });
  return { loaderData: data.loaderData, errors };
}
