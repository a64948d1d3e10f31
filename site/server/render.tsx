import crypto from 'node:crypto';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Response as ExpressResponse } from 'express';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import type { PublicConfig } from '../../api/config';
import { registry } from '../../blocks';
import type { AnyBlockDefinition } from '../../engine/registry';
import {
  consoleReporter,
  createServerBlockTracker,
  messageOf,
  preloadBlocks,
  ServerBlockTrackerContext,
  withoutSkippedPayloads,
} from '../../engine/renderer';
import type { PageResponse } from '../../engine/schemas';
import { PublicConfigContext } from '../../stores/public-config';
import { preloadMediaPlayers } from '../../ui/content/ContentMedia';
import { InlineScriptsProvider, NonceProvider } from '../../ui/nonce';
import { setBlockRegistry } from '../page/block-registry';
import { blockTypesOf, firstScreenContentBlocks, firstScreenTypesOf, pageDataIn } from '../page/loaders';
import type { ModuleHints } from '../page/module-hints';
import { loadErrorPageFirst } from '../page/RouteErrorPage';
import { routeDataOf, statusOf } from '../page/route-data';
import {
  bootstrapScripts,
  ServerBodyExtras,
  type ServerExtras,
  ServerExtrasContext,
  ServerHeadExtras,
  scriptJson,
} from '../root/server-extras';
import { setServerParts } from '../root/server-parts';
import { routes } from '../routes';
import type { ClientAssets } from './block-assets';
import { type PublicCaching, setCaching } from './cache-policy';
import { EncodedParts } from './encoded-parts';
import { renderDocument } from './render-document';
import type { PageSource, RequestContext } from './request-context';
import { type BoundedSanitizer, presanitizePage, RenderBudgetError } from './rich-text';
import { inlineScriptHashes } from './script-hashes';
import type { HashedPolicy } from './security';

// The document's server-only parts (the browser's Root renders none).
setServerParts({ Head: ServerHeadExtras, Body: ServerBodyExtras });

// The server renders with the full registry: it validates every block of every page it serves.
setBlockRegistry(registry);

/** React Router's handler of the site's routes: it runs the loaders of each request. */
const handler = createStaticHandler(routes);
/** The error page renders with the rest of the document, nothing to wait for (decision 031). */
const errorPageLoaded = loadErrorPageFirst();

/** React Refresh preamble, development only. */
const DEV_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

export interface RenderOptions {
  /** The page asked for: its path and query (its origin is not the site's and is not read). */
  url: URL;
  /** The request's headers (site/server/fetch-bridge.ts). */
  headers: Pick<Headers, 'get'>;
  res: ExpressResponse;
  context: RequestContext;
  assets: ClientAssets;
  nonce?: string;
  dev: boolean;
  i18n: I18n;
  publicConfig: PublicConfig;
  exposeErrors: boolean;
  /** When the page must be done (epoch ms): past it, server work is abandoned for the error page. */
  deadline: number;
  /** Rich text is sanitised ahead of the render with it (site/server/rich-text.ts). */
  sanitizer?: BoundedSanitizer;
  /**
   * Shared caches may keep the response if it renders with status 200 (a public page, not edit
   * mode: the caller decides); anything else is `no-store`.
   */
  caching?: PublicCaching | null;
  /**
   * The response's policy allows its inline scripts by their hashes, computed here from the final
   * HTML, and the page carries no nonce (public pages: a cached copy stays as strict). Otherwise
   * the middleware's nonce policy stays, and `nonce` goes on the server's scripts.
   */
  hashScripts?: boolean;
}

/** The definitions of these block types that the registry knows, in order. */
export const defsOf = (types: readonly string[]): AnyBlockDefinition[] =>
  types.map((t) => registry.get(t)).filter((d): d is AnyBlockDefinition => Boolean(d));

/** The message of a page abandoned because its server work went past the request's time budget. */
export const RENDER_BUDGET_MESSAGE = 'The page took longer than its time budget.';

/**
 * The site's own error page for this request, with `status`: the page route's loader is given a
 * page source that answers this error, so the error page renders exactly as for a backend error.
 */
export function renderErrorPage(options: RenderOptions, status: number, message: string): Promise<void> {
  const pages: PageSource = { load: async () => ({ kind: 'error', status, message }) };
  return renderRequest({
    ...options,
    context: { ...options.context, pages },
    sanitizer: undefined,
    caching: undefined,
  });
}

/**
 * A page as browsers get it (hydration data, client navigation): every block the public renderer
 * skips is reduced to its type and id, so its payload never reaches the HTML (issue 18). With QA
 * enabled the page stays whole: edit mode shows skipped blocks with their errors.
 */
export function publicPage(page: PageResponse): PageResponse {
  const slim = (blocks: readonly unknown[]) => withoutSkippedPayloads(blocks, registry);
  return {
    ...page,
    header: slim(page.header),
    footer: slim(page.footer),
    content: {
      ...page.content,
      blocks: slim(page.content.blocks),
      ...(page.content.footer ? { footer: slim(page.content.footer) } : {}),
    },
  };
}

/** The video players, loaded once for every render (ui/content/ContentMedia.tsx). */
const mediaPlayers = preloadMediaPlayers();

/**
 * A page as browsers get it (`publicPage`, or whole with QA enabled), as JSON for a script element
 * in UTF-8, made once per page answer: the page cache hands one answer to every request for a while
 * (docs/decisions/022-cacheable-public-responses.md) and nothing modifies it, so every request
 * would serialise and encode the same tens of kilobytes again.
 */
const pageJsonCache = new WeakMap<PageResponse, { public?: Buffer; whole?: Buffer }>();

function pageScriptBytes(page: PageResponse, whole: boolean): Buffer {
  let entry = pageJsonCache.get(page);
  if (!entry) {
    entry = {};
    pageJsonCache.set(page, entry);
  }
  const kind = whole ? 'whole' : 'public';
  const bytes = entry[kind] ?? Buffer.from(scriptJson(whole ? page : publicPage(page)));
  entry[kind] = bytes;
  return bytes;
}

/** Stands for the page in the hydration data until its JSON is put in: no content can hold it. */
const PAGE_SLOT = `page-json-${crypto.randomUUID()}`;

/**
 * The route data as JSON escaped for a script element (the page's `route-data` element,
 * site/page/route-data.ts): the route data around the page serialised now, the page itself from
 * its answer's JSON, put in as bytes by `parts` (the same text as serialising the whole: the
 * escaping works character by character).
 */
function routeDataJsonOf(context: StaticHandlerContext, options: RenderOptions, parts: EncodedParts): string {
  const data = routeDataOf(context, options.exposeErrors);
  const entry = Object.entries(data.loaderData).find(([, value]) => pageDataIn([value]));
  const pageData = entry && pageDataIn([entry[1]]);
  if (!entry || !pageData) return scriptJson(data);
  const around = scriptJson({
    ...data,
    loaderData: { ...data.loaderData, [entry[0]]: { ...pageData, page: PAGE_SLOT } },
  });
  return around.replace(`"${PAGE_SLOT}"`, () =>
    parts.slot(pageScriptBytes(pageData.page, options.publicConfig.qaEnabled)),
  );
}

/**
 * Renders a request on the server: React Router runs the route loaders (a redirect is answered
 * with its status and headers), then the page's blocks are preloaded and the HTML is rendered with
 * the page's status code.
 */
export async function renderRequest(options: RenderOptions): Promise<void> {
  const { url, res } = options;
  // The request's headers reach the loaders through the context, each read only when asked.
  const [context] = await Promise.all([
    handler.query(new Request(url.href), {
      requestContext: { ...options.context, headers: options.headers },
    }),
    errorPageLoaded,
  ]);
  if (context instanceof Response) {
    res.status(context.status);
    context.headers.forEach((value, key) => {
      res.setHeader(key, value);
    });
    setCaching(res, null);
    res.end();
    return;
  }
  const pageData = pageDataIn(Object.values(context.loaderData));
  const page = pageData?.page;
  const types = page ? blockTypesOf(page, url.pathname) : [];
  // The video players too: the string renderer draws a page whole only when nothing waits.
  await Promise.all([preloadBlocks(registry, types), mediaPlayers]);
  if (page && options.sanitizer) {
    try {
      await presanitizePage(page, registry, options.sanitizer, options.deadline);
    } catch (error) {
      if (!(error instanceof RenderBudgetError)) throw error;
      console.warn('[ssr] page abandoned: over its time budget', { url: url.pathname + url.search });
      return renderErrorPage(options, 500, RENDER_BUDGET_MESSAGE);
    }
  }
  // Every block's stylesheet (the HTML is drawn at once), but scripts preloaded only for the blocks
  // a first screen shows: the browser defers the others until they near the viewport.
  const blockAssets = options.assets.forBlocks(defsOf(types));
  // A listing page's own module (site/listing/view.ts): its stylesheets and scripts, as a block's.
  const listingAssets = pageData?.listing ? options.assets.forRoute('listing') : { js: [], css: [] };
  const firstScreenScripts = page
    ? [
        ...options.assets.forBlocks(
          defsOf(firstScreenTypesOf(page, url.pathname, firstScreenContentBlocks(pageData))),
        ).js,
        ...listingAssets.js.filter((js) => js !== options.assets.entry),
      ]
    : [];

  // What the modules of the blocks further down import, by type: the browser fetches it beside a
  // block's module when the visitor nears the block (site/page/module-hints.ts). QA pages render
  // any block: every type's scripts and stylesheets (the bundle does not list the latter).
  const preloaded = new Set([options.assets.entry, ...firstScreenScripts]);
  const moduleHints: ModuleHints = {};
  const qa = context.matches.some((match) => match.route.id === 'qa') && !context.errors;
  for (const def of qa ? registry.all() : defsOf(types)) {
    const assets = options.assets.forBlocks([def]);
    const files = [...assets.js.filter((file) => !preloaded.has(file)), ...(qa ? assets.css : [])];
    if (files.length > 0) moduleHints[def.type] = files;
  }

  // The stylesheets and the page's data go into the HTML as bytes encoded once (encoded-parts.ts).
  const parts = new EncodedParts();
  const extras: ServerExtras = {
    nonce: options.nonce,
    stylesheets: [...new Set([...options.assets.entryCss, ...blockAssets.css, ...listingAssets.css])].map(
      (href) => {
        const bytes = options.assets.styleBytes(href);
        return { href, css: bytes && parts.slot(bytes) };
      },
    ),
    // The entry itself is preloaded as a bootstrap module. With QA enabled the browser loads the
    // full registry before hydrating: fetched beside the entry, not after it.
    modulePreloads: [
      ...new Set([
        ...(options.publicConfig.qaEnabled ? options.assets.fullRegistry : []),
        ...firstScreenScripts.filter((js) => js !== options.assets.entry),
      ]),
    ],
    bootstrapModules: options.dev ? ['/@vite/client', options.assets.entry] : [options.assets.entry],
    routeData: routeDataJsonOf(context, options, parts),
    configScript:
      `window.__PUBLIC_CONFIG__ = ${scriptJson(options.publicConfig)};` +
      (Object.keys(moduleHints).length > 0 ? `\nwindow.__MODULE_HINTS__ = ${scriptJson(moduleHints)};` : ''),
    devPreamble: options.dev ? DEV_PREAMBLE : undefined,
  };
  const statusCode = statusOf(context);

  // Which block React is rendering, so that an error thrown inside one is reported with its name.
  const tracker = createServerBlockTracker();
  // Markup whose scripts browsers run later (a script block shown in browsers only), hashed too.
  const later: string[] = [];
  const collect = options.hashScripts ? (html: string) => void later.push(html) : null;
  const rendered = await renderDocument(
    <ServerBlockTrackerContext.Provider value={tracker}>
      <ServerExtrasContext.Provider value={extras}>
        <PublicConfigContext.Provider value={options.publicConfig}>
          <NonceProvider nonce={options.nonce}>
            <InlineScriptsProvider collect={collect}>
              <I18nProvider i18n={options.i18n}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                  nonce={options.nonce}
                />
              </I18nProvider>
            </InlineScriptsProvider>
          </NonceProvider>
        </PublicConfigContext.Provider>
      </ServerExtrasContext.Provider>
    </ServerBlockTrackerContext.Provider>,
    {
      nonce: options.nonce,
      bodyEnd: bootstrapScripts(extras.bootstrapModules, options.nonce),
      deadline: options.deadline,
      reports: tracker,
      onError(error) {
        // An error inside a block stays in its block: the block's Suspense boundary leaves it out
        // of the HTML and the page keeps its status. The log names the block, as for invalid ones.
        const where = tracker.current();
        if (where)
          consoleReporter({ kind: 'crash', ...where, errors: [{ path: '/', message: messageOf(error) }] });
        else console.error('[ssr] render error', error);
      },
    },
  );
  if (rendered.kind === 'shell-error') {
    console.error('[ssr] shell error', rendered.error);
    res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
    setCaching(res, null);
    res.end(
      '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Erreur</title></head><body><h1>Erreur</h1><p>Une grosse erreur est survenue</p></body></html>',
    );
    return;
  }
  res.status(statusCode);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const hashedPolicy = res.locals.hashedPolicy as HashedPolicy | undefined;
  if (options.hashScripts && hashedPolicy) {
    res.setHeader(
      'Content-Security-Policy',
      hashedPolicy(inlineScriptHashes([...rendered.pieces, ...later])),
    );
  }
  // Errors (a route's error page, a 404) are never kept, whatever the caller allowed.
  setCaching(res, statusCode === 200 ? options.caching : null);
  // Bytes, made once: given a string, the compression middleware would measure its UTF-8 length and
  // then encode it, two passes over a page of 150 kB. Only the text around the parts already in
  // bytes is encoded (encoded-parts.ts, decision 039).
  res.end(parts.assemble(rendered.pieces));
}
