/** The QA editor's data routes, answered only when QA is enabled. */
import type { Router } from 'express';
import { QA_SITE_PATH } from '../../../editor/sections/qa-site-data';
import type { SiteFirstLoad } from '../../../engine/schemas';
import { DEFAULT_LOCALE, isLocale } from '../../../engine/schemas/locales';
import type { ServerServices } from '../services';

export function registerQaRoutes(router: Router, { config, cmsClient, cachedPages }: ServerServices): void {
  /** Demo page for the QA editor, through this server: the CMS key stays here. Errors only logged. */
  router.get('/_data/demo-page', async (req, res) => {
    if (!config.qaEnabled) return void res.status(404).json({ message: 'Not found' });
    const demo = await cmsClient
      .fetchDemoPage(isLocale(req.query.locale) ? req.query.locale : DEFAULT_LOCALE)
      .catch((e) => void console.warn('[demo-page]', e));
    res
      .setHeader('Cache-Control', 'no-store')
      .status(demo ? 200 : 502)
      .json(demo ?? { message: 'Demo page unavailable' });
  });

  /**
   * The configured site's first-load data for the QA editor (its home page's, from the same cache
   * as the public pages), so that blocks on its canvas call the core API as the site does.
   */
  router.get(QA_SITE_PATH, async (_req, res) => {
    if (!config.qaEnabled) return void res.status(404).json({ message: 'Not found' });
    const home = `/${DEFAULT_LOCALE}`;
    const result = await cachedPages
      .load(home, '', DEFAULT_LOCALE)
      .catch((e: unknown) => void console.warn('[qa-site]', e));
    res.setHeader('Cache-Control', 'no-store');
    if (result?.kind !== 'page') {
      res.status(502).json({ message: 'Site data unavailable' });
      return;
    }
    const { production, microsite_id, site_id, site_type, site_key, recaptcha, variant } = result.page;
    const site: SiteFirstLoad = {
      production,
      microsite_id,
      site_id,
      site_key,
      recaptcha: { site_key: recaptcha.site_key },
      ...(site_type ? { site_type } : {}),
      ...(variant !== undefined ? { variant } : {}),
    };
    res.json(site);
  });
}
