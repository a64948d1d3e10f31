/**
 * The search page's first results, fetched by the server for the URL it renders: the page's HTML
 * then lists the cards and the count (readable without JavaScript, its largest image in the first
 * response), and the browser starts from them (stores/search-seed.tsx). A failure or a slow answer
 * leaves the page as before: the browser searches itself.
 */

import { createCoreClient } from '../../api/core/client';
import { pageQueryOf, readPageQuery } from '../../api/core/search-query';
import type { PageResponse } from '../../engine/schemas';
import type { Locale } from '../../engine/schemas/locales';
import type { SearchSeed } from '../../stores/search-seed';

/** Longest the HTML waits for the results: past it, the browser asks for them itself. */
export const SEARCH_SEED_TIMEOUT_MS = 1500;

export interface SearchSeederOptions {
  /** The core API root (`CORE_API_URL`); a path is this server's own (the fixture backend). */
  coreApiUrl: string;
  /** This server's own origin, for a `coreApiUrl` that is a path. */
  localOrigin: string;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

/** The first page of results for the search in `search` (a URL's query string), or null. */
export type SearchSeeder = (
  site: Pick<PageResponse, 'microsite_id' | 'site_key'>,
  search: string,
  locale: Locale,
) => Promise<SearchSeed | null>;

export function createSearchSeeder(options: SearchSeederOptions): SearchSeeder {
  const baseUrl = new URL(options.coreApiUrl, options.localOrigin).href;
  return async (site, search, locale) => {
    // The search the browser's first render runs from the URL alone.
    const asked = readPageQuery(search);
    const filters = asked.applied;
    const client = createCoreClient({
      baseUrl,
      micrositeId: site.microsite_id,
      siteKey: site.site_key,
      locale,
      timeoutMs: options.timeoutMs ?? SEARCH_SEED_TIMEOUT_MS,
      ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    try {
      const answer = await client.fetchPropertiesPage(filters, asked.orderBy, 1);
      return {
        query: pageQueryOf(filters, asked.orderBy),
        items: answer.propertiesListing,
        total: answer.total,
        page: 1,
      };
    } catch (error) {
      console.warn('[search-seed] first results not fetched; the browser will search', String(error));
      return null;
    }
  };
}
