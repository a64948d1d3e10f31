/**
 * The search-filter data for a search bar that asks for it only when the visitor first uses it
 * (SearchBar.tsx imports this module then): the visit's shared data (stores/filter-data.ts), loaded
 * once whoever asks first.
 */
import type { PublicConfig } from '../../api/config';
import { createCoreClient } from '../../api/core/client';
import type { SearchFilterData } from '../../domain';
import type { Locale } from '../../engine/schemas/locales';
import { loadSearchFilterData } from '../../stores/filter-data';
import type { SiteData } from '../../stores/site-data';

export function loadSearchFilterDataFor(
  config: PublicConfig,
  site: SiteData,
  locale: Locale,
): Promise<SearchFilterData | null> {
  // The options stores/core-client.ts gives every other client of the site.
  const client = createCoreClient({
    baseUrl: config.coreApiUrl,
    micrositeId: site.micrositeId,
    siteKey: site.siteKey,
    locale,
  });
  return loadSearchFilterData(client, client.site);
}
