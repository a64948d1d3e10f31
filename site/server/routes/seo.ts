/** robots.txt and the sitemap, from the same page cache and core API client as the pages. */
import type { Router } from 'express';
import { createCoreClient } from '../../../api/core/client';
import { SITEMAP_CALL_TIMEOUT_MS, seoRoutes } from '../seo/routes';
import type { ServerServices } from '../services';

export function registerSeoRoutes(router: Router, { config, cachedPages, caching }: ServerServices): void {
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
}
