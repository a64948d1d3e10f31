/** The fixture backends, each standing in for a service that is not configured (see api/config.ts). */
import crypto from 'node:crypto';
import path from 'node:path';
import express, {
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type NextFunction,
  type Router,
} from 'express';
import { FIXTURE_ASSETS_PATH, FIXTURE_PROPERTY_SEARCH_PATH, type ServerConfig } from '../../../api/config';
import { createCmsFixture, loadSiteFixtures } from '../../../api/fixture/cms';
import { createCoreFixture, loadCoreFixtureData, withGeneratedListings } from '../../../api/fixture/core';
import { propertySearchPage, propertySearchPagePolicy } from '../../../api/fixture/property-search-page';
import type { BlockEnvelope } from '../../../engine/schemas';
import { sendFetchResponse, toFetchRequest } from '../fetch-bridge';

/** A Fetch-API handler as Express middleware: no answer (null) passes the request on. */
const mount =
  (handle: (r: Request) => Promise<Response | null>) =>
  async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handle(await toFetchRequest(req));
      if (response) await sendFetchResponse(res, response);
      else next();
    } catch (error) {
      next(error);
    }
  };

export function registerFixtureRoutes(
  router: Router,
  config: ServerConfig,
  demoBlocks: () => Promise<BlockEnvelope[]>,
): void {
  if (config.useFixtures) {
    const cms = createCmsFixture({
      sites: loadSiteFixtures(),
      demoBlocks,
      slowMs: config.backendTimeoutMs * 3,
    });
    router.use(
      FIXTURE_ASSETS_PATH,
      express.static(path.resolve('fixtures/assets'), { maxAge: '1d', index: false }),
    );
    router.use('/fixture-api/cms', mount(cms));
    // The stand-in for the external search page of the property iframe block: framed by this site
    // only (its own CSP and X-Frame-Options replace the site's, which deny all framing).
    router.get(FIXTURE_PROPERTY_SEARCH_PATH, (req, res) => {
      const nonce = (res.locals.nonce as string | undefined) ?? crypto.randomBytes(16).toString('base64');
      res.setHeader('Content-Security-Policy', propertySearchPagePolicy(nonce));
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(propertySearchPage(req.query.lang === 'en' ? 'en' : 'fr', nonce));
    });
  }
  if (config.useCoreFixture) {
    const data = loadCoreFixtureData();
    router.use(
      '/fixture-api/core',
      mount(createCoreFixture(withGeneratedListings(data, config.fixtureListingCount))),
    );
  }
}
