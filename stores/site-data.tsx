import { createContext, type ReactNode, useContext } from 'react';
import type { AlternatePath, PageResponse, Variant } from '../engine/schemas';
import { DEFAULT_SITE_TYPE, type SiteType } from '../engine/schemas/site-types';

/**
 * Site first-load data for the page being shown. A React context, not a global store:
 * the server renders many requests at once, each with its own site.
 */
export interface SiteData {
  siteId: string;
  siteType: SiteType;
  micrositeId: string;
  /** Public key of the core API (`X-Site-Key`). */
  siteKey: string;
  recaptchaSiteKey: string;
  production: boolean;
  alternatePaths: AlternatePath[];
  variant: Variant | null;
  /** Origin the page is served from (`https://host`), for absolute URLs (share links); absent outside a page request. */
  origin?: string;
}

export function siteDataOf(page: PageResponse, origin?: string): SiteData {
  return {
    siteId: String(page.site_id),
    siteType: page.site_type ?? DEFAULT_SITE_TYPE,
    micrositeId: String(page.microsite_id),
    siteKey: page.site_key,
    recaptchaSiteKey: page.recaptcha.site_key,
    production: page.production,
    alternatePaths: page.alternate_paths,
    variant: page.variant ?? null,
    ...(origin ? { origin } : {}),
  };
}

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ value, children }: { value: SiteData | null; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The current site's data, or null outside a content page (QA pages, error pages). */
export function useSiteData(): SiteData | null {
  return useContext(SiteDataContext);
}
