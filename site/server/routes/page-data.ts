/** Page data for client navigation: the same answer the server renders from, key kept here. */
import type { Router } from 'express';
import type { PageResult } from '../../../api/cms';
import { registry } from '../../../blocks';
import { localeOfPath } from '../../../ui/route-paths';
import { PAGE_DATA_PATH } from '../../page/client-page-source';
import { blockTypesOf } from '../../page/loaders';
import { assetsLink } from '../../page/module-hints';
import { setCaching } from '../cache-policy';
import { publicPage } from '../page-json';
import { isPagePath } from '../page-paths';
import { defsOf, RENDER_BUDGET_MESSAGE } from '../render-options';
import { presanitizePage, RenderBudgetError } from '../rich-text';
import type { ServerServices } from '../services';

export function registerPageDataRoute(router: Router, services: ServerServices): void {
  const { config, assets, richText, caching, editModeOf, pagesFor } = services;
  router.get(PAGE_DATA_PATH, async (req, res) => {
    const target = typeof req.query.path === 'string' ? req.query.path : '';
    if (!target.startsWith('/')) {
      res
        .status(400)
        .setHeader('Cache-Control', 'no-store')
        .json({ kind: 'error', status: 400, message: 'Bad path' });
      return;
    }
    const url = new URL(target, 'http://site');
    const editMode = editModeOf(url.search, req);
    const safePages = pagesFor(url.pathname, editMode);
    const deadline = Date.now() + config.renderBudgetMs;
    let result: PageResult = await safePages.load(url.pathname, url.search, localeOfPath(url.pathname));
    if (result.kind === 'page') {
      // The same rule as a server render: rich text sanitised within the page's budget (and cached
      // for the render that may follow), or the same error page.
      try {
        await presanitizePage(result.page, registry, richText, deadline);
      } catch (error) {
        if (!(error instanceof RenderBudgetError)) throw error;
        result = { kind: 'error', status: 500, message: RENDER_BUDGET_MESSAGE };
      }
    }
    const safe =
      result.kind === 'error' && !config.exposeErrors
        ? { ...result, detail: undefined }
        : result.kind === 'page' && !config.qaEnabled
          ? { ...result, page: publicPage(result.page) }
          : result;
    // A public page's data may be kept by shared caches like its HTML; any other answer may not.
    setCaching(res, safe.kind === 'page' && isPagePath(url.pathname) && !editMode ? caching : null);
    if (safe.kind === 'page') {
      // The scripts and stylesheets of the page's blocks, for the browser to fetch with its data
      // (module-hints.ts).
      const blockAssets = assets.forBlocks(defsOf(blockTypesOf(safe.page, url.pathname)));
      // A block's list never holds the entry, which the page has loaded (site/build/derive-manifest.ts).
      const link = assetsLink(blockAssets.js, blockAssets.css);
      if (link) res.setHeader('Link', link);
    }
    res.json(safe);
  });
}
