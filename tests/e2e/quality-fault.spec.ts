/**
 * Fault tolerance in the browser and of the server (issue 7):
 * - every block's invalid payloads (generated from its schema, see site/qa-gallery/faults.ts)
 *   rendered and hydrated in the gallery: no uncaught error, both valid neighbours render;
 * - the content backend down, too slow, answering 500 or invalid JSON: the right error page, and
 *   the site keeps serving (extra servers on 127.0.0.1, bounded in count and time);
 * - a short load on the test server ends with no error (the 30-second one is in `npm run bench`).
 * No timing assertions: only statuses, pages and error counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { TEST_PORT } from '../../playwright.config';
import { INJECTION_FLAG } from '../../site/qa-gallery/extreme-text';
import { startSite, startStub } from '../fault/servers';

test.use({ reducedMotion: 'reduce' });

for (const lang of ['fr', 'en']) {
  test(`invalid payloads of every block stay inside their block in the browser (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await page.goto(`/qa/gallery?faults=1&lang=${lang}`);
    await expect(page.locator('main[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
    // Lazy blocks render near the viewport: walk the whole page. Each step waits two frames, or
    // half a second where the browser paints none (a loaded machine stopped Chromium's frames once
    // and the walk waited until the test's timeout): the checks below still need every block.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += Math.floor(window.innerHeight * 0.9)) {
        window.scrollTo(0, y);
        await new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, 500);
        });
      }
    });
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('section[data-gallery-block]')].map((s) => {
        const last = Number(s.dataset.faultCount) + 1;
        return {
          type: s.dataset.galleryBlock,
          cases: Number(s.dataset.faultCount),
          first: Boolean(s.querySelector(':scope > .block[data-block-index="0"]')),
          last: Boolean(s.querySelector(`:scope > .block[data-block-index="${last}"]`)),
        };
      }),
    );
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) {
      expect(s.cases, `${s.type} has generated faults`).toBeGreaterThan(5);
      expect(s.first && s.last, `${s.type}: both valid neighbours render`).toBe(true);
    }
    expect(uncaught).toEqual([]);
  });
}

/** Every registered block type, read from the block folders (this file cannot load the registry). */
function blockTypes(): string[] {
  const types: string[] = [];
  for (const family of fs.readdirSync('blocks', { withFileTypes: true }))
    if (family.isDirectory())
      for (const entry of fs.readdirSync(path.join('blocks', family.name), { withFileTypes: true })) {
        // A block's type is in its runtime part (runtime.ts), which its full definition spreads.
        const runtime = path.join('blocks', family.name, entry.name, 'runtime.ts');
        if (!entry.isDirectory() || !fs.existsSync(runtime)) continue;
        const type = /\btype:\s*'([a-z0-9_]+)'/.exec(fs.readFileSync(runtime, 'utf8'))?.[1];
        if (type) types.push(type);
      }
  return types.sort();
}

test.describe('valid extreme payloads render on a phone without overflow or injected code', () => {
  const types = blockTypes();
  test('every block folder is found', () => {
    expect(types.length).toBeGreaterThan(30);
  });
  // One block per test, in both languages: small pages, run in parallel, each bounded in time.
  for (const type of types)
    test(type, async ({ page }) => {
      // Each language's gallery took 30 to 45 s to settle with two test runs at once on 2 cores.
      test.setTimeout(240_000);
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(e.message));
      await page.setViewportSize({ width: 375, height: 800 });
      for (const lang of ['fr', 'en']) {
        await page.goto(`/qa/gallery?extremes=${type}&lang=${lang}`);
        await expect(page.locator('main[aria-busy="false"]')).toBeVisible({ timeout: 60_000 });
        const section = page.locator(`section[data-gallery-block="${type}"]`);
        await expect(section, `${type} is in the gallery of this build`).toBeAttached();
        const count = Number(await section.getAttribute('data-extreme-count'));
        expect(count, `${type} has extreme payloads`).toBeGreaterThan(0);
        // Valid payloads: every one renders (none skipped by the renderer).
        await expect(section.locator(':scope > .block'), `${lang}: every payload renders`).toHaveCount(count);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // Nothing wider than the screen: no content overflows its block's section, nor the page.
        expect(
          await section.evaluate((el) => el.scrollWidth - el.clientWidth),
          `${lang}: overflow`,
        ).toBeLessThanOrEqual(1);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(
          await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], INJECTION_FLAG),
          `${lang}: injected code ran`,
        ).toBeUndefined();
      }
      expect(uncaught).toEqual([]);
    });
});

test.describe('content backend failures', () => {
  /** Free loopback ports, picked when the servers start. */
  const STUB_PORT = 0;
  const SITE_PORT = 0;
  const TIMEOUT_MS = 1500;
  const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101')!;
  const home = broker.pages.find((p) => p.paths.fr === '/fr')!;
  /** What the stub does for a page path; `/fr` is always a good page. */
  const behaviour = (path: string) => path.split('/').pop() ?? '';

  test('down, too slow, 500 or invalid JSON: the right error page, and the site keeps serving', async () => {
    test.setTimeout(90_000);
    let down = false;
    const stub = await startStub(STUB_PORT, (req, res) => {
      let body = '';
      req.on('data', (d) => {
        body += d;
      });
      req.on('end', () => {
        if (down) return void req.socket.destroy();
        const path = (JSON.parse(body || '{}') as { path?: string }).path ?? '';
        const send = (status: number, text: string, type = 'application/json') => {
          res.writeHead(status, { 'Content-Type': type });
          res.end(text);
        };
        switch (behaviour(path)) {
          case 'lent':
            return; // never answers
          case 'panne':
            return send(500, JSON.stringify({ message: 'Internal error' }));
          case 'invalide':
            return send(200, '{"content": [unterminated');
          default:
            return send(200, JSON.stringify(composePage(broker, home)));
        }
      });
    });
    const site = await startSite(SITE_PORT, {
      CMS_API_URL: `${stub.url}/api`,
      CMS_API_KEY: 'stub-key',
      FIXTURE_CORE: '1',
      BACKEND_TIMEOUT_MS: String(TIMEOUT_MS),
      // Every request reaches the backend: a page kept by the server's page cache would hide its
      // failures, which are what this test is about.
      PAGE_CACHE_TTL_MS: '0',
    });
    const get = (path: string) =>
      fetch(`${site.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const expectErrorPage = async (path: string, status: number) => {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      const html = await response.text();
      expect(html, path).toContain('class="error-page"');
      expect(html, path).toContain(`data-status="${status}"`);
    };
    const expectServing = async () => {
      const response = await get('/fr');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<main id="main"');
    };
    try {
      await expectServing();
      await expectErrorPage('/fr/panne', 500);
      await expectServing();
      await expectErrorPage('/fr/invalide', 500);
      await expectServing();
      // Several slow pages at once: each ends in a timeout page; the site serves others meanwhile.
      const slow = ['/fr/lent', '/en/lent', '/fr/a/lent'].map((p) => expectErrorPage(p, 504));
      await expectServing();
      await Promise.all(slow);
      await expectServing();
      down = true;
      await expectErrorPage('/fr', 502);
      await expectErrorPage('/en', 502);
      down = false;
      await expectServing();
      // Client navigation data follows the same rules.
      down = true;
      const data = await (await get('/_data/page?path=/fr')).json();
      expect(data).toMatchObject({ kind: 'error', status: 502 });
      down = false;
    } finally {
      await site.stop();
      await stub.stop();
    }
  });
});

test('a short load on the production server ends with no error', async () => {
  test.setTimeout(60_000);
  const result = await autocannon({
    url: `http://127.0.0.1:${TEST_PORT}/fr`,
    connections: 10,
    duration: 3,
  });
  expect(result.requests.total).toBeGreaterThan(0);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
});
