/** Page renders: every GET or HEAD the routes before did not answer, and the site's error page. */
import crypto from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction, Router } from 'express';
import type { Locale } from '../../../engine/schemas';
import { messages as enMessages } from '../../../locales/public-en';
import { messages as frMessages } from '../../../locales/public-fr';
import { localeOfPath } from '../../../ui/route-paths';
import { createI18n } from '../../i18n/i18n';
import { headersOf } from '../fetch-bridge';
import { isPagePath } from '../page-paths';
import { renderErrorPage, renderRequest } from '../render';
import type { RenderOptions } from '../render-options';
import type { RequestContext } from '../request-context';
import type { ServerServices } from '../services';

const MESSAGES: Record<Locale, typeof frMessages> = { fr: frMessages, en: enMessages };

/**
 * Everything a page render needs for this request. `cacheable`: shared caches may keep it if it is
 * a public page that renders with 200 (never when it is the error page of a failure).
 */
function renderOptionsFor(
  services: ServerServices,
  req: ExpressRequest,
  res: ExpressResponse,
  cacheable: boolean,
): RenderOptions {
  const { config, options, assets, publicConfig, richText, caching } = services;
  const locale = localeOfPath(req.path);
  const i18n = createI18n(locale, MESSAGES[locale]);
  // The request's Host is never read for a page (RequestContext.siteOrigin is): a fixed base.
  const url = new URL(req.originalUrl, 'http://site');
  const editMode = services.editModeOf(url.search, req);
  const context: RequestContext = {
    pages: services.pagesFor(req.path, editMode),
    config: publicConfig,
    exposeErrors: config.exposeErrors,
    i18n,
    siteOrigin: config.siteOrigin,
    searchSeed: services.searchSeed,
    coreApi: services.coreApi,
  };
  // The nonce of the response's Content-Security-Policy, made by site/server/security.ts.
  const nonce = (res.locals.nonce as string | undefined) ?? crypto.randomBytes(16).toString('base64');
  res.locals.nonce = nonce;
  // A public page allows its inline scripts by hash and carries no nonce: shared caches keep it
  // (decision 048). Edit mode and QA pages, never kept, keep the nonce.
  const hashScripts = !options.dev && isPagePath(req.path) && !editMode;
  return {
    url,
    headers: headersOf(req),
    res,
    context,
    assets,
    nonce: hashScripts ? undefined : nonce,
    hashScripts,
    dev: options.dev,
    i18n,
    publicConfig,
    exposeErrors: config.exposeErrors,
    deadline: Date.now() + config.renderBudgetMs,
    sanitizer: richText,
    caching: cacheable && isPagePath(req.path) && !editMode ? caching : null,
  };
}

export function registerPageRoutes(router: Router, services: ServerServices): void {
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    try {
      // Until the render knows its status: only a public page that renders with 200 is cacheable.
      res.setHeader('Cache-Control', 'no-store');
      await renderRequest(renderOptionsFor(services, req, res, true));
    } catch (error) {
      next(error);
    }
  });

  /**
   * A failure anywhere above ends on the site's own error page with its status, not on a bare
   * text; only a failure of the error page itself falls through to main.ts's last resort.
   */
  router.use(async (error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    console.error('[server]', error);
    const raw = (error as { status?: unknown })?.status;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    if (res.headersSent || !isPagePath(req.path)) return next(error);
    try {
      res.setHeader('Cache-Control', 'no-store');
      await renderErrorPage(renderOptionsFor(services, req, res, false), status, 'Unexpected error');
    } catch (again) {
      next(again);
    }
  });
}
