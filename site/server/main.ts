/**
 * The site's server. `--dev`: Vite in middleware mode with hot reload. Otherwise: the production
 * build in `dist/`, compressed, with long-lived caching of hashed assets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ConfigError, loadConfig, type ServerConfig } from '../../api/config';
import { isPagePath, PAGE_BROTLI_QUALITY, PAGE_COMPRESSED_CHUNK, PAGE_SIZE_HINT } from './page-paths';
import { precompressed } from './precompressed';
import { securityHeaders } from './security';

type AppModule = typeof import('./app');

const dev = process.argv.includes('--dev');
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[config] The site cannot start: ${error.message}`);
  process.exit(78); // EX_CONFIG
}
if (config.production && !config.useFixtures && !process.env.SITE_ORIGIN) {
  console.warn(
    `[config] SITE_ORIGIN is not set: head URLs use ${config.siteOrigin} and absolute redirects to this site are refused.`,
  );
}
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
// Security headers and the CSP nonce on every response, assets and errors included (issue 7).
app.use(securityHeaders(config, { dev }));
// Pages, compressed anew at every request, at a lighter brotli quality than the rest (page-paths.ts).
// A page's size is told to the encoder, which sizes its tables for it, and its output comes in one
// chunk of 64 KiB rather than several of 16: the same bytes, with less of the server's own work
// around the encoder (`--cpu-prof` under load: rendering's share of busy time went up by 2 %).
const compressPages = compression({
  brotli: {
    chunkSize: PAGE_COMPRESSED_CHUNK,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: PAGE_SIZE_HINT,
    },
  },
});
const compressOthers = compression();
app.use((req, res, next) => (isPagePath(req.path) ? compressPages : compressOthers)(req, res, next));

let appModule: () => Promise<AppModule>;
if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.use(vite.middlewares);
  appModule = async () => (await vite.ssrLoadModule('/site/server/app.ts')) as AppModule;
} else {
  const dist = process.env.DIST_DIR || 'dist';
  const clientDir = path.resolve(dist, 'client');
  const assetsDir = path.join(clientDir, 'assets');
  // Hashed assets: compressed once by the build where the request accepts it, the file otherwise.
  app.use(
    '/assets',
    precompressed(assetsDir, { immutable: true, maxAge: '1y' }),
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }),
  );
  const serveClient = express.static(clientDir, { index: false, maxAge: '1h' });
  // A page path (/fr, /en/...) is never a file of the build when it has no fr or en entry: pages
  // skip the look-up in the file system that each of them paid.
  const pagesAreNotFiles = !['fr', 'en'].some((entry) => fs.existsSync(path.join(clientDir, entry)));
  app.use((req, res, next) => {
    if (pagesAreNotFiles && isPagePath(req.path)) next();
    else serveClient(req, res, next);
  });
  const mod = (await import(pathToFileURL(path.resolve(dist, 'server/app.js')).href)) as AppModule;
  appModule = async () => mod;
}

let current: { mod: AppModule; router: express.Router } | undefined;
const siteOf = (mod: AppModule) => ({
  mod,
  router: mod.createApp({ config, dev, clientDir: path.resolve(process.env.DIST_DIR || 'dist', 'client') }),
});
// In production the site is built before the server listens: one that cannot be built (its
// fixtures not found from the working directory, a configuration it refuses) stops here with the
// reason, where it used to say it was ready and answer every request with an error page.
if (!dev) {
  try {
    current = siteOf(await appModule());
  } catch (error) {
    console.error('[server] The site cannot start:', error);
    process.exit(1);
  }
}
app.use(async (req: Request, res: Response, next: NextFunction) => {
  try {
    const mod = await appModule();
    if (!current || current.mod !== mod) current = siteOf(mod);
    current.router(req, res, next);
  } catch (error) {
    next(error);
  }
});

/**
 * The last resort, when even the site's error page could not be rendered (app.ts renders it for
 * page paths): a static page with the texts for unexpected failures ('Erreur', 'Une grosse erreur est survenue'), never a bare text.
 */
const lastResortPage = (status: number) =>
  `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Erreur ${status}</title></head><body><main id="main" class="error-page" data-status="${status}"><h1>Erreur</h1><p>Une grosse erreur est survenue</p><p><a href="/fr">Aller à la page d’accueil</a></p></main></body></html>`;

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  console.error('[server]', error);
  const raw = (error as { status?: unknown })?.status;
  const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
  if (res.headersSent) return void res.end();
  if (status === 413) return void res.status(413).type('text/plain').send('Payload too large');
  res.status(status).type('text/html').setHeader('Cache-Control', 'no-store').send(lastResortPage(status));
});

/** Longest the start-up render may take before the site says it is ready anyway. */
const WARM_UP_MS = 30_000;

/**
 * One page rendered through the whole server before it says it is ready: the first request builds
 * the app (validators, the rich-text worker, block modules) and runs React's code for the first
 * time, which on a busy machine took longer than a page's time budget, so the first visitor after a
 * start got an error page. Any answer will do (a content backend that is down gives its error
 * page); production only, bounded in time.
 */
async function warmUp(port: number): Promise<void> {
  if (dev) return;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/fr`, { signal: AbortSignal.timeout(WARM_UP_MS) });
    await response.arrayBuffer();
  } catch (error) {
    console.warn('[server] start-up render did not finish:', (error as Error).message);
  }
}

const server = app.listen(config.port, () => {
  void warmUp(config.port).then(() =>
    console.log(
      `Site ready on http://localhost:${config.port} (${dev ? 'development' : 'production'}${fixtureNote(config)})`,
    ),
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

function fixtureNote(c: ServerConfig): string {
  if (c.useFixtures && c.useCoreFixture) return ', fixture backend';
  if (c.useFixtures) return ', fixture content backend';
  return c.useCoreFixture ? ', fixture core API' : '';
}
