/**
 * Pages a shared cache, a tampering proxy and any host name meet (issue 51):
 * - a public page served twice through a caching proxy in front of the server (the second time
 *   from its cache): its scripts run under the cached policy, which holds hashes and no nonce;
 * - the same page with one inline script changed by a byte after the policy was computed: Chromium
 *   refuses that script;
 * - the site opened through 127.0.0.1 and through localhost on one server: no console error.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { TEST_PORT } from '../../playwright.config';

const SERVER = `http://127.0.0.1:${TEST_PORT}`;

interface Kept {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A shared cache as a reverse proxy is one: it keeps a response whose Cache-Control says `public`
 * and `s-maxage`, and serves it again, headers and bytes as they were (`X-Cache: HIT`). `rewrite`
 * changes a kept HTML body before it is served, as a tampering cache would.
 */
async function cachingProxy(rewrite?: (html: string) => string) {
  const kept = new Map<string, Kept>();
  const server = http.createServer((req, res) => {
    const key = req.url ?? '/';
    const send = (entry: Kept, hit: boolean) => {
      const body =
        rewrite && /text\/html/.test(String(entry.headers['content-type']))
          ? Buffer.from(rewrite(entry.body.toString('utf8')))
          : entry.body;
      const headers = {
        ...entry.headers,
        'x-cache': hit ? 'HIT' : 'MISS',
        'content-length': String(body.length),
      };
      delete headers['transfer-encoding'];
      res.writeHead(entry.status, headers);
      res.end(body);
    };
    const hit = kept.get(key);
    if (hit) return send(hit, true);
    const upstream = http.get(
      `${SERVER}${key}`,
      { headers: { ...req.headers, 'accept-encoding': 'identity', host: `127.0.0.1:${TEST_PORT}` } },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const entry = { status: up.statusCode ?? 502, headers: up.headers, body: Buffer.concat(chunks) };
          if (
            /public/.test(String(up.headers['cache-control'])) &&
            /s-maxage=\d+/.test(String(up.headers['cache-control']))
          )
            kept.set(key, entry);
          send(entry, false);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((r) => server.close(r)) };
}

/** Console errors and CSP violations of a page, from its first script on. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return errors;
}

/** The browser's side started: the inline config ran and the entry hydrated the document. */
const scriptsRan = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as { __PUBLIC_CONFIG__?: unknown }).__PUBLIC_CONFIG__ !== undefined &&
      Object.keys(document).some((k) => k.startsWith('__reactContainer')),
    undefined,
    { timeout: 20_000 },
  );

test('a public page served from a shared cache runs its scripts under a policy of hashes, no nonce', async ({
  page,
}) => {
  const proxy = await cachingProxy();
  try {
    const errors = await watch(page);
    const first = await page.goto(`${proxy.origin}/fr`);
    expect(first?.headers()['x-cache']).toBe('MISS');
    await scriptsRan(page);
    const second = await page.goto(`${proxy.origin}/fr`);
    expect(second?.headers()['x-cache']).toBe('HIT');
    const policy = second?.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(await second?.text()).not.toMatch(/\snonce="/);
    await scriptsRan(page);
    expect(errors).toEqual([]);
  } finally {
    await proxy.close();
  }
});

test('an inline script changed after its page’s policy was computed is refused by Chromium', async ({
  page,
}) => {
  const proxy = await cachingProxy((html) =>
    html.replace('window.__PUBLIC_CONFIG__ = ', 'window.__PUBLIC_CONFIG__ =  '),
  );
  try {
    const errors = await watch(page);
    const response = await page.goto(`${proxy.origin}/fr`);
    expect(response?.headers()['content-security-policy']).not.toContain("'nonce-");
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/Refused to execute inline script|CSP violation: script-src/);
    expect(
      await page.evaluate(() => (window as { __PUBLIC_CONFIG__?: unknown }).__PUBLIC_CONFIG__),
    ).toBeUndefined();
  } finally {
    await proxy.close();
  }
});

test('the site opened through 127.0.0.1 and through localhost logs no console error', async ({ page }) => {
  const errors = await watch(page);
  for (const host of ['127.0.0.1', 'localhost']) {
    await page.goto(`http://${host}:${TEST_PORT}/fr`);
    await scriptsRan(page);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon?.startsWith('/'), `${host}: ${icon}`).toBe(true);
    expect(await page.evaluate((href) => fetch(href).then((r) => r.status), icon ?? '/')).toBe(200);
  }
  expect(errors).toEqual([]);
});

test('a listing page runs under its policy of hashes, its JSON-LD read, no CSP violation', async ({
  page,
}) => {
  const errors = await watch(page);
  const response = await page.goto('/fr/proprietes/maison-a-vendre-saint-constant-10002280');
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/'sha256-/);
  expect(policy).not.toMatch(/'nonce-/);
  await scriptsRan(page);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '')['@type']));
  expect(data).toEqual(['RealEstateListing', 'BreadcrumbList']);
  expect(errors).toEqual([]);
});
