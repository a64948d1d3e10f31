import { useMemo } from 'react';
import type { CoreClient } from '../api/core/client';
import { createLazyCoreClient } from '../api/core/lazy-client';
import { useLocale } from './locale';
import { usePublicConfig } from './public-config';
import { useSiteData } from './site-data';

/** The client, for code that makes one outside React (a route's loader); loaded by its first call. */
export { createLazyCoreClient as createCoreClient, preloadCoreClient } from '../api/core/lazy-client';

/**
 * The core API client for the current site and locale; null when no site is loaded. Its module
 * loads with the first call (api/core/lazy-client.ts).
 */
export function useCoreClient(): CoreClient | null {
  const config = usePublicConfig();
  const site = useSiteData();
  const locale = useLocale();
  return useMemo(
    () =>
      site
        ? createLazyCoreClient({
            baseUrl: config.coreApiUrl,
            micrositeId: site.micrositeId,
            siteKey: site.siteKey,
            locale,
          })
        : null,
    [config.coreApiUrl, site, locale],
  );
}
