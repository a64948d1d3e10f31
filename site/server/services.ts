/**
 * What the server's routes share, made once per app: the client's assets, the rich-text sanitiser,
 * the content backend's client and page sources, the search seeder and the core API's settings.
 */
import path from 'node:path';
import type { Request as ExpressRequest } from 'express';
import { type CmsClient, createCmsClient, pageQuery } from '../../api/cms';
import { type PublicConfig, publicConfigOf, type ServerConfig } from '../../api/config';
import { createPageCache } from '../../api/page-cache';
import { setBoundedSanitizer } from '../../ui/content/sanitize';
import { buildAssets, type ClientAssets, devAssets } from './block-assets';
import { asksEditMode, type PublicCaching, publicCachingOf } from './cache-policy';
import { isPagePath } from './page-paths';
import { withSafeRedirects } from './redirects';
import type { PageSource } from './request-context';
import { type BoundedSanitizer, createBoundedSanitizer } from './rich-text';
import { createSearchSeeder, type SearchSeeder } from './search-seeder';

export interface AppOptions {
  config: ServerConfig;
  dev: boolean;
  /** `dist/client` in production. */
  clientDir?: string;
}

export interface ServerServices {
  options: AppOptions;
  config: ServerConfig;
  assets: ClientAssets;
  publicConfig: PublicConfig;
  richText: BoundedSanitizer;
  cmsClient: CmsClient;
  /** Public pages through the page cache. */
  cachedPages: PageSource;
  /** The page source of one request, redirects checked. */
  pagesFor: (pathname: string, editMode: boolean) => PageSource;
  searchSeed: SearchSeeder;
  coreApi: { baseUrl: string; maxBytes: number; timeoutMs: number };
  /** How shared caches may keep the public responses; none when PAGE_CACHE_TTL_MS is 0. */
  caching: PublicCaching | null;
  editModeOf: (search: string, req: ExpressRequest) => boolean;
}

export function createServices(options: AppOptions): ServerServices {
  const { config } = options;
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
  return {
    options,
    config,
    assets,
    publicConfig,
    richText,
    cmsClient,
    cachedPages,
    /**
     * Redirects checked (site/server/redirects.ts): the cache for public pages; the backend itself
     * for editors in edit mode (they see an edit at once) and for anything outside /fr and /en.
     */
    pagesFor: (pathname, editMode) =>
      withSafeRedirects(isPagePath(pathname) && !editMode ? cachedPages : backendPages, redirectPolicy),
    // The search page's first results in its HTML, from the core API (or its fixture, on this server).
    searchSeed: createSearchSeeder({
      coreApiUrl: config.coreApiUrl,
      localOrigin: `http://127.0.0.1:${config.port}`,
      maxBytes: config.backendMaxBytes,
    }),
    // Listing pages call the core API from this server (or its fixture, on this server).
    coreApi: {
      baseUrl: new URL(config.coreApiUrl, `http://127.0.0.1:${config.port}`).href,
      maxBytes: config.backendMaxBytes,
      timeoutMs: config.backendTimeoutMs,
    },
    caching: publicCachingOf(config),
    editModeOf: (search, req) => asksEditMode(search, req.headers.cookie, config.qaEnabled),
  };
}
