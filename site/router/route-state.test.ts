import { describe, expect, it } from 'vitest';
import type { PageResult } from '../../api/cms';
import type { PageResponse } from '../../engine/schemas';
import { NOT_FOUND_MESSAGE } from '../page/loaders';
import { PageError } from '../page/route-error';
import type { RequestContext } from '../server/request-context';
import { loadRoute, type RouteState, routeDataOf, routeStateOf, statusOf } from './route-state';

const PAGE = {
  header: [],
  footer: [],
  content: { blocks: [] },
  title: { fr: 'Accueil', en: 'Home' },
} as unknown as PageResponse;

/** A server's request context whose content backend answers `answer` (or throws it). */
function server(answer: PageResult | Error, qaEnabled = false, exposeErrors = false): RequestContext {
  return {
    pages: {
      load: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
    config: { qaEnabled } as RequestContext['config'],
    exposeErrors,
    i18n: {} as RequestContext['i18n'],
    siteOrigin: 'https://courtier.example',
  };
}

const at = (path: string, context: RequestContext, headers = new Headers()) =>
  loadRoute({ url: new URL(`http://127.0.0.1${path}`), headers, context });

const errorOf = (route: Awaited<ReturnType<typeof loadRoute>>) =>
  route.kind === 'error' ? (route.error as PageError) : null;

describe('loadRoute on the server', () => {
  it("answers a content page with the backend's page and the configured origin", async () => {
    const route = await at('/fr', server({ kind: 'page', page: PAGE }));
    expect(route).toMatchObject({
      kind: 'page',
      data: { locale: 'fr', page: PAGE, origin: 'https://courtier.example' },
    });
    expect(statusOf(route as RouteState)).toBe(200);
  });

  it("answers the backend's error status with its message, its detail only where errors are exposed", async () => {
    const answer: PageResult = { kind: 'error', status: 503, message: 'Maintenance', detail: 'db down' };
    const hidden = errorOf(await at('/fr/a', server(answer)));
    expect(hidden).toBeInstanceOf(PageError);
    expect(hidden?.status).toBe(503);
    expect(hidden?.data).toEqual({ message: 'Maintenance' });
    expect(errorOf(await at('/fr/a', server(answer, false, true)))?.data).toEqual({
      message: 'Maintenance',
      detail: 'db down',
    });
  });

  it("answers the backend's redirect, and / with the visitor's language and its cookie", async () => {
    const moved = await at('/fr/old', server({ kind: 'redirect', status: 301, location: '/fr/new' }));
    expect(moved).toMatchObject({ kind: 'redirect', redirect: { location: '/fr/new', status: 301 } });
    const root = await at(
      '/',
      server({ kind: 'page', page: PAGE }),
      new Headers({ 'accept-language': 'en-CA' }),
    );
    expect(root).toMatchObject({ kind: 'redirect', redirect: { location: '/en', status: 302 } });
    expect(root.kind === 'redirect' && root.redirect.headers['Set-Cookie']).toMatch(/en/);
  });

  it('answers 404 for another first segment, for QA pages when QA is off, and for unknown QA pages', async () => {
    const ok = server({ kind: 'page', page: PAGE });
    for (const path of ['/de', '/qa/sections', '//x'])
      expect(errorOf(await at(path, ok))).toMatchObject({
        status: 404,
        data: { message: NOT_FOUND_MESSAGE },
      });
    expect(errorOf(await at('/qa/nothing', server({ kind: 'page', page: PAGE }, true)))?.status).toBe(404);
  });

  it("turns a loader's crash into a 500 whose message reaches the browser only where errors are exposed", async () => {
    const route = (await at('/fr', server(new Error('secret connection string')))) as RouteState;
    expect(statusOf(route)).toBe(500);
    expect(routeDataOf(route, false)).toEqual({
      kind: 'error',
      status: 500,
      data: { message: 'Unexpected error' },
    });
    expect(routeDataOf(route, true)).toMatchObject({ data: { message: 'secret connection string' } });
  });

  it("answers an error's own status (spec 2 §8), the same in the HTTP answer and on the page", async () => {
    const unavailable = Object.assign(new Error('backend down'), { status: 503 });
    const route = (await at('/fr', server(unavailable))) as RouteState;
    expect(statusOf(route)).toBe(503);
    expect(routeDataOf(route, false)).toEqual({
      kind: 'error',
      status: 503,
      data: { message: 'Unexpected error' },
    });
  });
});

const QaPage = () => null;

describe('route data sent to the browser', () => {
  it('comes back as the same state: page data, or the error with its status and message', () => {
    const page: RouteState = { kind: 'page', data: { locale: 'en', page: PAGE, origin: 'https://x' } };
    expect(routeStateOf(JSON.parse(JSON.stringify(routeDataOf(page, false))))).toEqual(page);
    const error: RouteState = { kind: 'error', error: new PageError(403, { message: 'Forbidden' }) };
    const back = routeStateOf(JSON.parse(JSON.stringify(routeDataOf(error, false))));
    expect(back.kind === 'error' && back.error).toEqual(new PageError(403, { message: 'Forbidden' }));
  });

  it('is a 500 when missing, or for a QA page whose module is not loaded', () => {
    expect(statusOf(routeStateOf(undefined))).toBe(500);
    expect(statusOf(routeStateOf({ kind: 'qa' }))).toBe(500);
    expect(routeStateOf({ kind: 'qa' }, QaPage)).toEqual({ kind: 'qa', Component: QaPage });
  });
});
