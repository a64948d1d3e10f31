import { I18nProvider } from '@lingui/react';
import type { Response as ExpressResponse } from 'express';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { registry } from '../../blocks';
import {
  consoleReporter,
  createServerBlockTracker,
  messageOf,
  preloadBlocks,
  ServerBlockTrackerContext,
} from '../../engine/renderer';
import { PublicConfigContext } from '../../stores/public-config';
import { preloadMediaPlayers } from '../../ui/content/ContentMedia';
import { InlineScriptsProvider, NonceProvider } from '../../ui/nonce';
import { setBlockRegistry } from '../page/block-registry';
import {
  blockTypesOf,
  firstScreenContentBlocks,
  firstScreenTypesOf,
  type PageLoaderData,
  pageDataIn,
} from '../page/loaders';
import type { ModuleHints } from '../page/module-hints';
import { loadErrorPageFirst } from '../page/RouteErrorPage';
import { statusOf } from '../page/route-data';
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
import { setCaching } from './cache-policy';
import { EncodedParts } from './encoded-parts';
import { routeDataJsonOf } from './page-json';
import { renderDocument } from './render-document';
import { defsOf, RENDER_BUDGET_MESSAGE, type RenderOptions } from './render-options';
import type { PageSource } from './request-context';
import { presanitizePage, RenderBudgetError } from './rich-text';
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

/** The video players, loaded once for every render (ui/content/ContentMedia.tsx). */
const mediaPlayers = preloadMediaPlayers();

/** A loader's redirect, answered with its status and headers. */
function sendRedirect(res: ExpressResponse, response: Response): void {
  res.status(response.status);
  response.headers.forEach((value, key) => {
    res.setHeader(key, value);
  });
  setCaching(res, null);
  res.end();
}

/** The scripts and stylesheets of a page: of its blocks, of its first screen, and the hints for the rest. */
function pageAssetsOf(
  options: RenderOptions,
  context: StaticHandlerContext,
  pageData: PageLoaderData | undefined,
  types: readonly string[],
) {
  const { url } = options;
  const page = pageData?.page;
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
        // A module's lists never hold the entry (site/build/derive-manifest.ts).
        ...listingAssets.js,
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
  return { blockAssets, listingAssets, firstScreenScripts, moduleHints };
}

/** The document's server-only parts: stylesheets, preloads, bootstrap, route data and configuration. */
function extrasOf(
  options: RenderOptions,
  context: StaticHandlerContext,
  { blockAssets, listingAssets, firstScreenScripts, moduleHints }: ReturnType<typeof pageAssetsOf>,
  parts: EncodedParts,
): ServerExtras {
  return {
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
    routeData: routeDataJsonOf(
      context,
      { exposeErrors: options.exposeErrors, qaEnabled: options.publicConfig.qaEnabled },
      parts,
    ),
    configScript:
      `window.__PUBLIC_CONFIG__ = ${scriptJson(options.publicConfig)};` +
      (Object.keys(moduleHints).length > 0 ? `\nwindow.__MODULE_HINTS__ = ${scriptJson(moduleHints)};` : ''),
    devPreamble: options.dev ? DEV_PREAMBLE : undefined,
  };
}

/** The React tree of the whole document, with the providers every block reads. */
function documentTree(
  options: RenderOptions,
  context: StaticHandlerContext,
  extras: ServerExtras,
  tracker: ReturnType<typeof createServerBlockTracker>,
  collect: ((html: string) => void) | null,
) {
  return (
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
    </ServerBlockTrackerContext.Provider>
  );
}

/** The page shown when the document's shell itself fails to render. */
const SHELL_ERROR_HTML =
  '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Erreur</title></head><body><h1>Erreur</h1><p>Une grosse erreur est survenue</p></body></html>';

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
  if (context instanceof Response) return sendRedirect(res, context);
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
  // The stylesheets and the page's data go into the HTML as bytes encoded once (encoded-parts.ts).
  const parts = new EncodedParts();
  const extras = extrasOf(options, context, pageAssetsOf(options, context, pageData, types), parts);
  const statusCode = statusOf(context);

  // Which block React is rendering, so that an error thrown inside one is reported with its name.
  const tracker = createServerBlockTracker();
  // Markup whose scripts browsers run later (a script block shown in browsers only), hashed too.
  const later: string[] = [];
  const collect = options.hashScripts ? (html: string) => void later.push(html) : null;
  const rendered = await renderDocument(documentTree(options, context, extras, tracker, collect), {
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
  });
  if (rendered.kind === 'shell-error') {
    console.error('[ssr] shell error', rendered.error);
    res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
    setCaching(res, null);
    res.end(SHELL_ERROR_HTML);
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
