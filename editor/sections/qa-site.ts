import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { selectQaSettings, useQaSettings } from '../../stores/qa-settings';
import type { SiteData } from '../../stores/site-data';

/**
 * The QA general settings (/qa/parametres-generaux: site type, theme, radius, production,
 * variant) and the site data blocks read, as the canvas and the palette previews render them.
 */
export function useQaSite() {
  const settings = useQaSettings(useShallow(selectQaSettings));
  useEffect(() => {
    void useQaSettings.persist.rehydrate();
  }, []);
  const site = useMemo<SiteData>(
    () => ({
      siteId: '',
      siteType: settings.siteType,
      micrositeId: '',
      siteKey: '',
      recaptchaSiteKey: '',
      production: settings.production,
      alternatePaths: [],
      variant: settings.variant,
    }),
    [settings.siteType, settings.production, settings.variant],
  );
  return { settings, site };
}
