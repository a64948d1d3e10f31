/**
 * `/robots.txt`, `/sitemap.xml` and the sitemap's child files, served like a public page: shared
 * caches may keep them as long as a page (`s-maxage`, `stale-while-revalidate`), and the server
 * keeps its own copy of the sitemap as long, rebuilt by one request at a time in the background
 * once stale. Both read the site through the page cache and the core API client the pages use.
 */
import express from 'express';
import { DEFAULT_LOCALE } from '../../../engine/schemas/locales';
import { localePath } from '../../../ui/route-paths';
import { type PublicCaching, setCaching } from '../cache-policy';
import { robotsTxt } from './robots';
import { type SitemapSources, sitemapEntries } from './sitemap-sources';
import { CHILD_SITEMAP, SITEMAP_PATH, type SitemapFiles, sitemapFiles } from './sitemap-xml';

/** Longest a call of the sitemap's build may take: the build waits, a visitor does not. */
export const SITEMAP_CALL_TIMEOUT_MS = 30_000;

export interface SeoRouteOptions extends SitemapSources {
  /** With the QA module on, nothing is indexed. */
  qaEnabled: boolean;
  caching: PublicCaching | null;
  ttlMs: number;
  swrMs: number;
}

/** One value kept fresh for `ttlMs`, then served for `swrMs` more while one rebuild runs. */
function keptValue<T>(
  make: () => Promise<T>,
  options: { ttlMs: number; swrMs: number; onError?: (what: string, error: unknown) => void },
) {
  const { ttlMs, swrMs } = options;
  let kept: { value: T; at: number } | null = null;
  let building: Promise<T> | null = null;
  const build = () => {
    building ??= make()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };
  return async (): Promise<T> => {
    const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < ttlMs) return kept.value;
    if (kept && age < ttlMs + swrMs) {
      build().catch((error: unknown) => options.onError?.('background rebuild', error));
      return kept.value;
    }
    return build();
  };
}

export function seoRoutes(options: SeoRouteOptions): express.Router {
  const router = express.Router();
  const files = keptValue<SitemapFiles>(
    async () => sitemapFiles(await sitemapEntries(options), options.origin, new Date()),
    options,
  );

  router.get('/robots.txt', async (_req, res, next) => {
    try {
      const home = await options.pages.load(localePath('home', DEFAULT_LOCALE), '', DEFAULT_LOCALE);
      // A site whose content cannot be read now is closed, and the answer is not kept.
      const known = home.kind === 'page';
      const indexable = known && home.page.production && !options.qaEnabled;
      setCaching(res, known ? options.caching : null);
      res.type('text/plain; charset=utf-8').send(robotsTxt({ origin: options.origin, indexable }));
    } catch (error) {
      next(error);
    }
  });

  const sendXml = async (res: express.Response, pick: (f: SitemapFiles) => string | undefined) => {
    const xml = pick(await files());
    if (xml === undefined) {
      setCaching(res, null);
      res.status(404).type('text/plain; charset=utf-8').send('Not found');
      return;
    }
    setCaching(res, options.caching);
    res.type('application/xml; charset=utf-8').send(xml);
  };
  router.get(SITEMAP_PATH, (_req, res, next) => {
    sendXml(res, (f) => f.main).catch(next);
  });
  router.get(CHILD_SITEMAP, (req, res, next) => {
    const n = Number(CHILD_SITEMAP.exec(req.path)?.[1]);
    sendXml(res, (f) => f.children[n - 1]).catch(next);
  });
  return router;
}
