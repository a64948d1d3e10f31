/**
 * The site's request handling, loaded by `main.ts` (through Vite in development, from the build in
 * production): fixture backends, page data for client navigation, server rendering.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import express, {
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type NextFunction,
} from 'express';
import { JSDOM } from 'jsdom';
import '../../engine/schemas/compiled-checkers';
import { createCmsClient, type PageResult, pageQuery } from '../../api/cms';
import {
  FIXTURE_ASSETS_PATH,
  FIXTURE_PROPERTY_SEARCH_PATH,
  publicConfigOf,
  type ServerConfig,
} from '../../api/config';
import { createCoreClient } from '../../api/core/client';
import { createCmsFixture, loadSiteFixtures } from '../../api/fixture/cms';
import { createCoreFixture, loadCoreFixtureData, withGeneratedListings } from '../../api/fixture/core';
import { propertySearchPage, propertySearchPagePolicy } from '../../api/fixture/property-search-page';
import { createPageCache } from '../../api/page-cache';
import { registry } from '../../blocks';
import { QA_SITE_PATH } from '../../editor/sections/qa-site-data';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope, Locale, SiteFirstLoad } from '../../engine/schemas';
import { DEFAULT_LOCALE, isLocale } from '../../engine/schemas/locales';
import { messages as enMessages } from '../../locales/public-en';
import { messages as frMessages } from '../../locales/public-fr';
import { setBoundedSanitizer, setSanitizerWindow } from '../../ui/content/sanitize';
import { localeOfPath as localeOfRoutePath } from '../../ui/route-paths';
import { createI18n } from '../i18n/i18n';
import { PAGE_DATA_PATH } from '../page/client-page-source';
import { blockTypesOf } from '../page/loaders';
import { assetsLink } from '../page/module-hints';
import { buildAssets, type ClientAssets, devAssets } from './block-assets';
import { asksEditMode, publicCachingOf, setCaching } from './cache-policy';
import { headersOf, sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { isPagePath } from './page-paths';
import { withSafeRedirects } from './redirects';
import {
  defsOf,
  publicPage,
  RENDER_BUDGET_MESSAGE,
  type RenderOptions,
  renderErrorPage,
  renderRequest,
} from './render';
import type { PageSource, RequestContext } from './request-context';
import { createBoundedSanitizer, presanitizePage, RenderBudgetError } from './rich-text';
import { createSearchSeeder } from './search-seeder';
import { SITEMAP_CALL_TIMEOUT_MS, seoRoutes } from './seo/routes';

setSanitizerWindow(new JSDOM('').window as never);

const MESSAGES: Record<Locale, typeof frMessages> = { fr: frMessages, en: enMessages };

export interface AppOptions {
  config: ServerConfig;
  dev: boolean;
  /** `dist/client` in production. */
  clientDir?: string;
}

/** One valid example of every registered block (the demo page). */
export async function demoBlocks(): Promise<BlockEnvelope[]> {
  const firsts = await Promise.all(
    registry.all().map(async (def) => (await loadExamples(def))[0] as BlockEnvelope),
  );
  return firsts.filter(Boolean);
}

/** The locale of a path: its /fr or /en prefix, or a QA route's language (`/qa/general-settings`). */
const localeOfPath = (pathname: string): Locale => localeOfRoutePath(pathname);

export function createApp(options: AppOptions): express.Router {
  const { config } = options;
  const router = express.Router();
  const assets: ClientAssets = options.dev
    ? devAssets
    : buildAssets(options.clientDir ?? path.resolve('dist/client'));
  const publicConfig = publicConfigOf(config);
  // Rich text, sanitised in a worker within a time bound and cached per content (rich-text.ts).
  // The worker is the build's `sanitize-worker.js` beside this module's build, or the source.
  const richText = createBoundedSanitizer({
    worker: options.dev
      ? { file: path.resolve('site/server/sanitize-worker.dev.mjs') }
      : {
          file: path.resolve(
            options.clientDir ?? path.resolve('dist/client'),
            '../server/sanitize-worker.js',
          ),
        },
    onFallback: (detail) => console.warn('[rich-text] shown as plain text', detail),
  });
  setBoundedSanitizer(richText);

  const mount =
    (handle: (r: Request) => Promise<Response | null>) =>
    async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      try {
        const response = await handle(await toFetchRequest(req));
        if (response) await sendFetchResponse(res, response);
        else next();
      } catch (error) {
        next(error);
      }
    };
  // Each fixture backend stands in for the service that is not configured (see api/config.ts).
  if (config.useFixtures) {
    const cms = createCmsFixture({
      sites: loadSiteFixtures(),
      demoBlocks,
      slowMs: config.backendTimeoutMs * 3,
    });
    router.use(
      FIXTURE_ASSETS_PATH,
      express.static(path.resolve('fixtures/assets'), { maxAge: '1d', index: false }),
    );
    router.use('/fixture-api/cms', mount(cms));
    // The stand-in for the external search page of the property iframe block: framed by this site
    // only (its own CSP and X-Frame-Options replace the site's, which deny all framing).
    router.get(FIXTURE_PROPERTY_SEARCH_PATH, (req, res) => {
      const nonce = (res.locals.nonce as string | undefined) ?? crypto.randomBytes(16).toString('base64');
      res.setHeader('Content-Security-Policy', propertySearchPagePolicy(nonce));
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(propertySearchPage(req.query.lang === 'en' ? 'en' : 'fr', nonce));
    });
  }
  if (config.useCoreFixture) {
    const data = loadCoreFixtureData();
    router.use(
      '/fixture-api/core',
      mount(createCoreFixture(withGeneratedListings(data, config.fixtureListingCount))),
    );
  }

  const cmsClient = createCmsClient({
    baseUrl: config.cmsApiUrl,
    apiKey: config.cmsApiKey,
    keyHeader: config.cmsKeyHeader,
    timeoutMs: config.backendTimeoutMs,
    maxBytes: config.backendMaxBytes,
    uncompressed: config.useFixtures,
  });
  const redirectPolicy = { siteOrigin: config.siteOrigin, allowedHosts: config.redirectHosts };
  const backendPages: PageSource = {
    load: (pagePath, search, locale) =>
      cmsClient.fetchPage(
        config.siteId,
        { path: pagePath, query: pageQuery(search), production: config.production },
        locale,
      ),
  };
  // Public pages: a short cache of the backend's answers, per site, locale, path and query
  // (api/page-cache.ts, docs/decisions/022-cacheable-public-responses.md).
  const pageCache = createPageCache({
    ttlMs: config.pageCacheTtlMs,
    swrMs: config.pageCacheSwrMs,
    production: config.production,
    onRefreshError: (error) => console.warn('[pages] background refresh failed', error),
  });
  const cachedPages: PageSource = {
    load: (pagePath, search, locale) =>
      pageCache.get(
        { siteId: config.siteId, locale, path: pagePath, search, production: config.production },
        () => backendPages.load(pagePath, search, locale),
      ),
  };
  /**
   * The page source of one request, redirects checked (issue 7, site/server/redirects.ts): the
   * cache for public pages; the backend itself for editors in edit mode (they see an edit at once)
   * and for anything outside /fr and /en.
   */
  const pagesFor = (pathname: string, editMode: boolean): PageSource =>
    withSafeRedirects(isPagePath(pathname) && !editMode ? cachedPages : backendPages, redirectPolicy);
  // The search page's first results in its HTML, from the core API (or its fixture, on this server).
  const searchSeed = createSearchSeeder({
    coreApiUrl: config.coreApiUrl,
    localOrigin: `http://127.0.0.1:${config.port}`,
    maxBytes: config.backendMaxBytes,
  });
  // Listing pages call the core API from this server (or its fixture, on this server).
  const coreApi = {
    baseUrl: new URL(config.coreApiUrl, `http://127.0.0.1:${config.port}`).href,
    maxBytes: config.backendMaxBytes,
    timeoutMs: config.backendTimeoutMs,
  };
  /** How shared caches may keep the public responses; none when PAGE_CACHE_TTL_MS is 0. */
  const caching = publicCachingOf(config);
  const editModeOf = (search: string, req: ExpressRequest) =>
    asksEditMode(search, req.headers.cookie, config.qaEnabled);

  // robots.txt and the sitemap, from the same page cache and core API client as the pages.
  const coreBase = new URL(config.coreApiUrl, `http://127.0.0.1:${config.port}`).href;
  router.use(
    seoRoutes({
      pages: cachedPages,
      core: (site, locale) =>
        createCoreClient({
          baseUrl: coreBase,
          micrositeId: site.microsite_id,
          siteKey: site.site_key,
          locale,
          // Built in the background, thousands of calls for a large inventory: no visitor waits.
          timeoutMs: Math.max(config.backendTimeoutMs, SITEMAP_CALL_TIMEOUT_MS),
          maxBytes: config.backendMaxBytes,
        }),
      origin: config.siteOrigin,
      qaEnabled: config.qaEnabled,
      caching,
      ttlMs: config.pageCacheTtlMs,
      swrMs: config.pageCacheSwrMs,
      onError: (what, error) => console.warn(`[sitemap] ${what} failed`, String(error)),
    }),
  );

  /** Page data for client navigation: the same answer the server renders from, key kept here. */
  router.get(PAGE_DATA_PATH, async (req, res) => {
    const target = typeof req.query.path === 'string' ? req.query.path : '';
    if (!target.startsWith('/')) {
      res
        .status(400)
        .setHeader('Cache-Control', 'no-store')
        .json({ kind: 'error', status: 400, message: 'Bad path' });
      return;
    }
    const url = new URL(target, 'http://site');
    const editMode = editModeOf(url.search, req);
    const safePages = pagesFor(url.pathname, editMode);
    const deadline = Date.now() + config.renderBudgetMs;
    let result: PageResult = await safePages.load(url.pathname, url.search, localeOfPath(url.pathname));
    if (result.kind === 'page') {
      // The same rule as a server render: rich text sanitised within the page's budget (and cached
      // for the render that may follow), or the same error page.
      try {
        await presanitizePage(result.page, registry, richText, deadline);
      } catch (error) {
        if (!(error instanceof RenderBudgetError)) throw error;
        result = { kind: 'error', status: 500, message: RENDER_BUDGET_MESSAGE };
      }
    }
    const safe =
      result.kind === 'error' && !config.exposeErrors
        ? { ...result, detail: undefined }
        : result.kind === 'page' && !config.qaEnabled
          ? { ...result, page: publicPage(result.page) }
          : result;
    // A public page's data may be kept by shared caches like its HTML; any other answer may not.
    setCaching(res, safe.kind === 'page' && isPagePath(url.pathname) && !editMode ? caching : null);
    if (safe.kind === 'page') {
      // The scripts and stylesheets of the page's blocks, for the browser to fetch with its data
      // (module-hints.ts).
      const blockAssets = assets.forBlocks(defsOf(blockTypesOf(safe.page, url.pathname)));
      const link = assetsLink(
        blockAssets.js.filter((file) => file !== assets.entry),
        blockAssets.css,
      );
      if (link) res.setHeader('Link', link);
    }
    res.json(safe);
  });

  /** Demo page for the QA editor (issue 6), through this server: the CMS key stays here. Errors only logged. */
  router.get('/_data/demo-page', async (req, res) => {
    if (!config.qaEnabled) return void res.status(404).json({ message: 'Not found' });
    const demo = await cmsClient
      .fetchDemoPage(isLocale(req.query.locale) ? req.query.locale : DEFAULT_LOCALE)
      .catch((e) => void console.warn('[demo-page]', e));
    res
      .setHeader('Cache-Control', 'no-store')
      .status(demo ? 200 : 502)
      .json(demo ?? { message: 'Demo page unavailable' });
  });

  /**
   * The configured site's first-load data for the QA editor (its home page's, from the same cache
   * as the public pages), so that blocks on its canvas call the core API as the site does.
   */
  router.get(QA_SITE_PATH, async (_req, res) => {
    if (!config.qaEnabled) return void res.status(404).json({ message: 'Not found' });
    const home = `/${DEFAULT_LOCALE}`;
    const result = await cachedPages
      .load(home, '', DEFAULT_LOCALE)
      .catch((e: unknown) => void console.warn('[qa-site]', e));
    res.setHeader('Cache-Control', 'no-store');
    if (result?.kind !== 'page') {
      res.status(502).json({ message: 'Site data unavailable' });
      return;
    }
    const { production, microsite_id, site_id, site_type, site_key, recaptcha, variant } = result.page;
    const site: SiteFirstLoad = {
      production,
      microsite_id,
      site_id,
      site_key,
      recaptcha: { site_key: recaptcha.site_key },
      ...(site_type ? { site_type } : {}),
      ...(variant !== undefined ? { variant } : {}),
    };
    res.json(site);
  });

  /**
   * Everything a page render needs for this request. `cacheable`: shared caches may keep it if it is
   * a public page that renders with 200 (never when it is the error page of a failure).
   */
  const renderOptionsFor = async (
    req: ExpressRequest,
    res: ExpressResponse,
    cacheable: boolean,
  ): Promise<RenderOptions> => {
    const locale = localeOfPath(req.path);
    const i18n = createI18n(locale, MESSAGES[locale]);
    // The request's Host is never read for a page (RequestContext.siteOrigin is): a fixed base.
    const url = new URL(req.originalUrl, 'http://site');
    const editMode = editModeOf(url.search, req);
    const context: RequestContext = {
      pages: pagesFor(req.path, editMode),
      config: publicConfig,
      exposeErrors: config.exposeErrors,
      i18n,
      siteOrigin: config.siteOrigin,
      searchSeed,
      coreApi,
    };
    // The nonce of the response's Content-Security-Policy, made by site/server/security.ts.
    const nonce = (res.locals.nonce as string | undefined) ?? crypto.randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    // A public page allows its inline scripts by hash and carries no nonce: shared caches keep it
    // (decision 048). Edit mode and QA pages, never kept, keep the nonce.
    const hashScripts = !options.dev && isPagePath(req.path) && !editMode;
    return {
      url,
      headers: headersOf(req),
      res,
      context,
      assets,
      nonce: hashScripts ? undefined : nonce,
      hashScripts,
      dev: options.dev,
      i18n,
      publicConfig,
      exposeErrors: config.exposeErrors,
      deadline: Date.now() + config.renderBudgetMs,
      sanitizer: richText,
      caching: cacheable && isPagePath(req.path) && !editMode ? caching : null,
    };
  };

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    try {
      // Until the render knows its status: only a public page that renders with 200 is cacheable.
      res.setHeader('Cache-Control', 'no-store');
      await renderRequest(await renderOptionsFor(req, res, true));
    } catch (error) {
      next(error);
    }
  });

  /**
   * A failure anywhere above ends on the site's own error page with its status (issue 18), not on
   * a bare text; only a failure of the error page itself falls through to main.ts's last resort.
   */
  router.use(async (error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    console.error('[server]', error);
    const raw = (error as { status?: unknown })?.status;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    if (res.headersSent || !isPagePath(req.path)) return next(error);
    try {
      res.setHeader('Cache-Control', 'no-store');
      await renderErrorPage(await renderOptionsFor(req, res, false), status, 'Unexpected error');
    } catch (again) {
      next(again);
    }
  });
  return router;
}
