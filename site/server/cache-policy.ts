/**
 * What a shared cache (CDN, reverse proxy) may keep (docs/decisions/022-cacheable-public-responses.md):
 * a public page that rendered with 200, and its page data, for PAGE_CACHE_TTL_MS, served stale for
 * PAGE_CACHE_SWR_MS more while it is fetched again. Browsers always ask again (`max-age=0`). Every
 * other response (errors, redirects, QA routes, edit mode, anything setting a cookie) is `no-store`.
 */
import type { Response } from 'express';
import type { ServerConfig } from '../../api/config';
import { asksEditMode as asksForEditMode } from '../page/edit-mode';

export const NO_STORE = 'no-store';

/** The headers of a response shared caches may keep. */
export interface PublicCaching {
  cacheControl: string;
  /** Request headers the response depends on besides its URL. */
  vary: readonly string[];
}

/** How public responses are cached under this configuration; none when PAGE_CACHE_TTL_MS is 0. */
export function publicCachingOf(
  config: Pick<ServerConfig, 'pageCacheTtlMs' | 'pageCacheSwrMs' | 'qaEnabled'>,
): PublicCaching | null {
  if (config.pageCacheTtlMs <= 0) return null;
  // Whole seconds, rounded down: a shared cache never keeps a page longer than configured.
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    cacheControl: `public, max-age=0, s-maxage=${seconds(config.pageCacheTtlMs)}, stale-while-revalidate=${seconds(config.pageCacheSwrMs)}`,
    // The locale is in the path and the site is the instance's. With QA enabled, the `edit_mode`
    // cookie makes a page an editor's (framed by the content backend, never cached): a copy kept
    // for a visitor must not be served to an editor.
    vary: config.qaEnabled ? ['Accept-Encoding', 'Cookie'] : ['Accept-Encoding'],
  };
}

/**
 * Edit mode as the page detects it in the browser (site/page/PageRoute.tsx): QA enabled and
 * `?edit=1` or the `edit_mode=1` cookie. Editors get the backend's latest answer, never a cached one.
 */
export function asksEditMode(search: string, cookie: string | undefined, qaEnabled: boolean): boolean {
  return qaEnabled && asksForEditMode(search, cookie);
}

/**
 * Sets the response's caching headers: `caching` when given and the response sets no cookie (a
 * cookie is one visitor's, never a shared cache's), else `no-store`. Call it once the status is known.
 */
export function setCaching(res: Response, caching: PublicCaching | null | undefined): void {
  if (!caching || res.hasHeader('Set-Cookie')) {
    res.setHeader('Cache-Control', NO_STORE);
    return;
  }
  res.setHeader('Cache-Control', caching.cacheControl);
  for (const header of caching.vary) res.vary(header);
}
