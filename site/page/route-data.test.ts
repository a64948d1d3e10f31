import { setupI18n } from '@lingui/core';
import { createStaticHandler } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '../../api/cms';
import { runtimeRegistry } from '../../blocks/runtime';
import type { PageResponse } from '../../engine/schemas';
import { routes } from '../routes';
import type { RequestContext } from '../server/request-context';
import { setBlockRegistry } from './block-registry';
import { NOT_FOUND_MESSAGE } from './loaders';
import { hydrationDataOf, PAGES_ROUTE_ID, routeDataOf, statusOf } from './route-data';
import { PageError } from './route-error';

const PAGE = {
  header: [],
  footer: [],
  content: { blocks: [] },
  title: { fr: 'Accueil', en: 'Home' },
  alternate_paths: [],
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
    i18n: setupI18n({ locale: 'fr', messages: { fr: {} } }),
    siteOrigin: 'https://courtier.example',
  };
}

const handler = createStaticHandler(routes);
beforeAll(() => setBlockRegistry(runtimeRegistry));

/** The site's routes answering `path` as the server runs them. */
const at = (path: string, context: RequestContext, headers = new Headers()) =>
  handler.query(new Request(`http://127.0.0.1${path}`), { requestContext: { ...context, headers } });

async function answered(path: string, context: RequestContext) {
  const result = await at(path, context);
  if (result instanceof Response) throw new Error(`${path} redirected`);
  return result;
}

const errorOf = async (path: string, context: RequestContext) =>
  Object.values((await answered(path, context)).errors ?? {})[0] as PageError | undefined;

describe('the routes on the server', () => {
  it("answer a content page with the backend's page and the configured origin, hard-coded or not", async () => {
    for (const path of ['/fr', '/en/contact', '/fr/proprietes', '/en/blog', '/fr/a-propos']) {
      const context = await answered(path, server({ kind: 'page', page: PAGE }));
      expect(statusOf(context), path).toBe(200);
      expect(Object.values(context.loaderData)).toContainEqual({
        locale: path.slice(1, 3),
        page: PAGE,
        origin: 'https://courtier.example',
        // Its head, computed by the loader: the title, and the canonical URL on the configured origin.
        head: expect.objectContaining({
          title: path.startsWith('/fr') ? 'Accueil' : 'Home',
          links: expect.arrayContaining([
            expect.objectContaining({ rel: 'canonical', href: `https://courtier.example${path}` }),
          ]),
        }),
      });
    }
  });

  it("answer the backend's error status with its message, its detail only where errors are exposed", async () => {
    const answer: PageResult = { kind: 'error', status: 503, message: 'Maintenance', detail: 'db down' };
    const hidden = await errorOf('/fr/a', server(answer));
    expect(hidden).toBeInstanceOf(PageError);
    expect(hidden?.status).toBe(503);
    expect(hidden?.data).toEqual({ message: 'Maintenance' });
    expect((await errorOf('/fr/a', server(answer, false, true)))?.data).toEqual({
      message: 'Maintenance',
      detail: 'db down',
    });
  });

  it("answer the backend's redirect, and / with the visitor's language and its cookie", async () => {
    const moved = await at('/fr/old', server({ kind: 'redirect', status: 301, location: '/fr/new' }));
    expect(moved instanceof Response && [moved.status, moved.headers.get('location')]).toEqual([
      301,
      '/fr/new',
    ]);
    const root = await at(
      '/',
      server({ kind: 'page', page: PAGE }),
      new Headers({ 'accept-language': 'en-CA' }),
    );
    expect(root instanceof Response && [root.status, root.headers.get('location')]).toEqual([302, '/en']);
    expect(root instanceof Response && root.headers.get('set-cookie')).toMatch(/en/);
  });

  it('answer 404 for another first segment, for QA pages when QA is off, and for unknown QA pages', async () => {
    const ok = server({ kind: 'page', page: PAGE });
    for (const path of ['/de', '/qa/sections', '/qa', '/x/y/z']) {
      const context = await answered(path, ok);
      expect(statusOf(context), path).toBe(404);
      expect(Object.values(context.errors ?? {})[0]).toMatchObject({ data: { message: NOT_FOUND_MESSAGE } });
    }
    const qa = server({ kind: 'page', page: PAGE }, true);
    for (const path of ['/qa/nothing', '/qa', '/qa/sections/x'])
      expect(statusOf(await answered(path, qa)), path).toBe(404);
  });

  it("turn a loader's crash into a 500 whose message reaches the browser only where errors are exposed", async () => {
    const context = await answered('/fr', server(new Error('secret connection string')));
    expect(statusOf(context)).toBe(500);
    expect(Object.values(routeDataOf(context, false).errors ?? {})).toEqual([
      { status: 500, data: { message: 'Unexpected error' } },
    ]);
    expect(Object.values(routeDataOf(context, true).errors ?? {})).toEqual([
      { status: 500, data: { message: 'secret connection string' } },
    ]);
  });

  it('answer a page whose head cannot be computed with its title alone, not with an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...PAGE, alternate_paths: undefined } as unknown as PageResponse;
    const context = await answered('/fr', server({ kind: 'page', page: broken }));
    expect(statusOf(context)).toBe(200);
    expect(Object.values(context.loaderData)).toContainEqual(
      expect.objectContaining({ head: { title: 'Accueil', meta: [], links: [], jsonLd: [] } }),
    );
    expect(warn).toHaveBeenCalledWith('[page-head] /fr: head tags left out', expect.any(TypeError));
    warn.mockRestore();
  });

  it("answer an error's own status, the same in the HTTP answer and on the page", async () => {
    const unavailable = Object.assign(new Error('backend down'), { status: 503 });
    const context = await answered('/fr', server(unavailable));
    expect(statusOf(context)).toBe(503);
    expect(Object.values(routeDataOf(context, false).errors ?? {})).toEqual([
      { status: 503, data: { message: 'Unexpected error' } },
    ]);
  });
});

describe('route data sent to the browser', () => {
  it("comes back as React Router's hydration data: the loader data, or the error with its status and message", async () => {
    const page = await answered('/en', server({ kind: 'page', page: PAGE }));
    const sent = JSON.parse(JSON.stringify(routeDataOf(page, false)));
    expect(hydrationDataOf(sent)).toEqual({ loaderData: page.loaderData });
    const forbidden = await answered('/fr/x', server({ kind: 'error', status: 403, message: 'Forbidden' }));
    const back = hydrationDataOf(JSON.parse(JSON.stringify(routeDataOf(forbidden, false))));
    expect(Object.values(back.errors ?? {})).toEqual([new PageError(403, { message: 'Forbidden' })]);
  });

  it('is the error page, 500, when missing', () => {
    expect(hydrationDataOf(undefined).errors).toEqual({
      [PAGES_ROUTE_ID]: new PageError(500, { message: 'Unexpected error' }),
    });
  });
});
