/** The site on a loopback port, as `main.ts` serves it, and a content backend to point it at. */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { loadConfig } from '../api/config';
import { createCmsFixture, type SiteFixture } from '../api/fixture/cms';
import { createApp } from '../site/server/app';
import { securityHeaders } from '../site/server/security';

export const listen = (handler: http.RequestListener) =>
  new Promise<Server>((resolve) => {
    const s = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(s));
  });
export const portOf = (s: Server) => (s.address() as AddressInfo).port;
export const close = async (s: Server | undefined) => {
  if (!s) return;
  s.closeAllConnections();
  await new Promise((resolve) => s.close(resolve));
};

/** The site as `main.ts` serves it, with `env`, on a free loopback port. */
export async function startSite(env: Record<string, string> = {}) {
  const app = express();
  const server = await listen(app);
  const origin = `http://127.0.0.1:${portOf(server)}`;
  // A render budget for a loaded machine: these tests read pages, they do not time them.
  const config = loadConfig({
    PORT: String(portOf(server)),
    SITE_ORIGIN: origin,
    RENDER_BUDGET_MS: '60000',
    ...env,
  });
  app.use(securityHeaders(config, { dev: false }));
  app.use(compression());
  app.use(createApp({ config, dev: true }));
  return { server, origin };
}

/** A GET on a connection of its own: a long answer before it never leaves a stale kept-alive socket. */
export const text = (origin: string, path: string) =>
  new Promise<{ response: { status: number; headers: Headers }; body: string }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ response: { status: res.statusCode ?? 0, headers }, body });
        });
      })
      .on('error', reject);
  });

/** The fixture content backend over HTTP, serving these sites. */
export async function serveCms(sites: SiteFixture[]): Promise<Server> {
  const cms = createCmsFixture({ sites });
  return listen(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      ...(body ? { body } : {}),
    });
    const answer = (await cms(request)) ?? new Response('{}', { status: 404 });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
}

/**
 * The site pointed at a content backend serving `sites` over HTTP, with the core API's fixture
 * and QA disabled unless `env` says otherwise; `stop` closes both.
 */
export async function startSiteOnCms(sites: SiteFixture[], env: Record<string, string> = {}) {
  const backend = await serveCms(sites);
  const site = await startSite({
    CMS_API_URL: `http://127.0.0.1:${portOf(backend)}/api`,
    CMS_API_KEY: 'test-key',
    FIXTURE_CORE: '1',
    QA_ENABLED: '0',
    ...env,
  });
  const stop = async () => {
    await close(site.server);
    await close(backend);
  };
  return { ...site, backend, stop };
}
