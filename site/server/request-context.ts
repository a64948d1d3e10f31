import type { I18n } from '@lingui/core';
import type { PageResult } from '../../api/cms';
import type { PublicConfig } from '../../api/config';
import type { Locale } from '../../engine/schemas';
import type { SearchSeeder } from './search-seeder';

/** Where page data comes from: the content backend on the server, the site's server in a browser. */
export interface PageSource {
  load(path: string, search: string, locale: Locale): Promise<PageResult>;
}

/** What the server gives route loaders (`context`); absent in a browser. */
export interface RequestContext {
  pages: PageSource;
  config: PublicConfig;
  exposeErrors: boolean;
  i18n: I18n;
  /** This site's configured origin (SITE_ORIGIN), for absolute URLs: never the request's Host. */
  siteOrigin: string;
  /** The search page's first results for the URL rendered (site/server/search-seeder.ts). */
  searchSeed?: SearchSeeder;
  /** The request's headers (only read, each when asked: site/server/fetch-bridge.ts). */
  headers?: Pick<Headers, 'get'>;
  /** The core API as this server reaches it (an absolute root), for listing pages. */
  coreApi?: { baseUrl: string; maxBytes?: number; timeoutMs?: number };
}

export function serverContext(context: unknown): RequestContext | undefined {
  return context && typeof context === 'object' && 'pages' in context
    ? (context as RequestContext)
    : undefined;
}
