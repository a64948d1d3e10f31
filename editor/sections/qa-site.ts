import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SiteFirstLoad } from '../../engine/schemas';
import { selectQaSettings, useQaSettings } from '../../stores/qa-settings';
import type { SiteData } from '../../stores/site-data';
import { knownQaSite, loadQaSite } from './qa-site-data';

/** Where the configured site's data stands: asked, in (`ready`), or not to be had (`failed`). */
export type QaSiteStatus = 'loading' | 'ready' | 'failed';

/**
 * The QA general settings (/qa/parametres-generaux: site type, theme, radius, production,
 * variant) and the site data blocks read, as the canvas renders them: the configured site's ids
 * and keys, with the settings' site type, production flag and variant. `site` is null until the
 * site's data is in (and when it cannot be had): blocks then make no core API call at all.
 */
export function useQaSite() {
  const settings = useQaSettings(useShallow(selectQaSettings));
  const [first, setFirst] = useState<SiteFirstLoad | null | undefined>(knownQaSite);
  useEffect(() => {
    void useQaSettings.persist.rehydrate();
  }, []);
  useEffect(() => {
    let live = true;
    void loadQaSite().then((data) => {
      if (live) setFirst(data);
    });
    return () => {
      live = false;
    };
  }, []);
  const site = useMemo<SiteData | null>(
    () =>
      first
        ? {
            siteId: String(first.site_id),
            siteType: settings.siteType,
            micrositeId: String(first.microsite_id),
            siteKey: first.site_key,
            recaptchaSiteKey: first.recaptcha.site_key,
            production: settings.production,
            alternatePaths: [],
            variant: settings.variant,
          }
        : null,
    [first, settings.siteType, settings.production, settings.variant],
  );
  const status: QaSiteStatus = first === undefined ? 'loading' : first ? 'ready' : 'failed';
  return { settings, site, status };
}
