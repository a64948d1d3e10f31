import { useMemo } from 'react';
import { type CoreClient, createCoreClient } from '../api/core/client';
import { useLocale } from './locale';
import { usePublicConfig } from './public-config';
import { useSiteData } from './site-data';

/** The client itself, for code that makes one outside React (a route's loader). */
export { createCoreClient };

/** The core API client for the current site and locale; null when no site is loaded. */
export function useCoreClient(): CoreClient | null {
  const config = usePublicConfig();
  const site = useSiteData();
  const locale = useLocale();
  return useMemo(
    () =>
      site
        ? createCoreClient({
            baseUrl: config.coreApiUrl,
            micrositeId: site.micrositeId,
            siteKey: site.siteKey,
            locale,
          })
        : null,
    [config.coreApiUrl, site, locale],
  );
}
