/**
 * A short cache of the content backend's page answers, in front of `fetchPage` on the server
 * (docs/decisions/022-cacheable-public-responses.md). Only what every visitor of one site and
 * locale would get is kept: answers of kind `page`, asked with the configured production flag.
 * - Fresh for `ttlMs`: served as they are.
 * - Stale for `swrMs` more: served as they are while one background request per key fetches the
 *   page again (the next request gets the new answer). A refresh answering a redirect or a 4xx
 *   drops the stale page; one that fails (5xx, time-out) keeps it until it expires.
 * - Expired past that: fetched again, one request per key however many visitors wait for it.
 * Bounded to `maxEntries` keys and `maxChars` characters of answers (as JSON: a query string is
 * the visitor's to vary, its keys must not grow memory without end), the least recently used going
 * first; expired answers are dropped whenever one is stored. Nothing here is needed for a correct
 * answer: a miss asks the backend, so another instance (or a restart) loses only time.
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from '../engine/schemas';
import type { PageResult } from './cms';

/** Keys kept by default: a site's pages in both locales, with room for search queries. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** Characters of answers (as JSON) kept by default: a few hundred ordinary pages, eight of the largest. */
export const PAGE_CACHE_MAX_CHARS = 32_000_000;

/** What a page answer depends on: the same key, the same request to the content backend. */
export interface PageCacheKey {
  siteId: string;
  locale: Locale;
  path: string;
  /** The query string as asked (`?mun=a&mun=b&sort=price`): every pair kept, in its order. */
  search: string;
  /** The production flag of the backend request (false: preview content). */
  production: boolean;
}

export interface PageCacheOptions {
  ttlMs: number;
  swrMs: number;
  /** The production flag this site asks pages with: answers asked with another flag are never kept. */
  production: boolean;
  maxEntries?: number;
  maxChars?: number;
  /** A background refresh that threw (the stale page is kept). */
  onRefreshError?: (error: unknown) => void;
}

export interface PageCache {
  /** The answer for `key`: kept while fresh or stale, else `load`'s (kept when it may be). */
  get(key: PageCacheKey, load: () => Promise<PageResult>): Promise<PageResult>;
  /** Keys held now. */
  readonly size: number;
  /** Characters of answers (as JSON) held now. */
  readonly chars: number;
  clear(): void;
}

interface Entry {
  result: PageResult;
  /** When the request that gave this answer was sent (epoch ms): its age counts from there. */
  askedAt: number;
  /** Its length as JSON, counted against `maxChars`. */
  chars: number;
}

/** One string per distinct backend request: JSON keeps the parts apart whatever they contain. */
export function pageCacheKey(key: PageCacheKey): string {
  const pairs = [...new URLSearchParams(key.search)];
  return JSON.stringify([key.siteId, key.locale, key.production, key.path, pairs]);
}

/** Only a page is the same for every visitor for a while; redirects and errors are asked again. */
const keeps = (result: PageResult) => result.kind === 'page';

/** An answer saying the page moved or is gone, rather than that the backend failed: drop the page. */
const replaces = (result: PageResult) =>
  result.kind === 'redirect' || (result.kind === 'error' && result.status < 500);

export function createPageCache(options: PageCacheOptions): PageCache {
  const lifetime = options.ttlMs + options.swrMs;
  // lru-cache bounds the count and the characters and drops the least recently used first. The
  // three windows (fresh, stale, expired) stay here: lru-cache knows one time to live, and its age
  // would count from when an answer is stored, where ours counts from when it was asked.
  const entries = new LRUCache<string, Entry>({
    max: Math.max(1, options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES),
    maxSize: Math.max(1, options.maxChars ?? PAGE_CACHE_MAX_CHARS),
    sizeCalculation: (entry) => entry.chars,
  });
  const inFlight = new Map<string, Promise<PageResult>>();

  const expired = (entry: Entry, now: number) => now - entry.askedAt >= lifetime;
  const store = (id: string, result: PageResult, askedAt: number) => {
    const now = Date.now();
    for (const [other, entry] of entries.entries()) if (expired(entry, now)) entries.delete(other);
    // An answer longer than the bound is not kept, and the older one under its key goes too.
    entries.set(id, { result, askedAt, chars: Math.max(1, JSON.stringify(result).length) });
  };

  /** Asks the backend once for `id`, whoever else is waiting for the same answer. */
  const fetchOnce = (id: string, load: () => Promise<PageResult>): Promise<PageResult> => {
    const pending = inFlight.get(id);
    if (pending) return pending;
    const askedAt = Date.now();
    const request = load()
      .then((result) => {
        if (keeps(result)) store(id, result, askedAt);
        else if (replaces(result)) entries.delete(id);
        return result;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, request);
    return request;
  };

  return {
    async get(key, load) {
      if (options.ttlMs <= 0 || key.production !== options.production) return load();
      const id = pageCacheKey(key);
      const entry = entries.get(id);
      if (entry) {
        const age = Date.now() - entry.askedAt;
        if (age < lifetime) {
          if (age >= options.ttlMs)
            fetchOnce(id, load).catch((error: unknown) => options.onRefreshError?.(error));
          return entry.result;
        }
        entries.delete(id);
      }
      return fetchOnce(id, load);
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return entries.calculatedSize;
    },
    clear() {
      entries.clear();
    },
  };
}
