/**
 * What a crawler, a slow phone or a visitor without JavaScript gets: the server's HTML holds every
 * block in place and in order, readable with JavaScript off; a block that throws on the server is
 * left out, and the page keeps its status.
 */
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { START_TIMEOUT_MS, startSite, startStub } from '../fault/servers';
import { watchErrors } from './page-checks';

interface FixtureBlock {
  block_type: string;
  fields?: Record<string, unknown>;
}

/** Plain texts a visitor should read in a block: its localized short strings (no HTML, no URL). */
function textsOf(fields: unknown, locale: 'fr' | 'en', out: string[] = []): string[] {
  if (Array.isArray(fields)) for (const f of fields) textsOf(f, locale, out);
  else if (fields && typeof fields === 'object') {
    const record = fields as Record<string, unknown>;
    if (typeof record.fr === 'string') {
      const value = (typeof record[locale] === 'string' && record[locale]) || record.fr;
      const text = String(value);
      if (!/[<>]|^\/|^https?:|^mailto:|^tel:/.test(text) && text.trim().length > 3) out.push(text.trim());
      return out;
    }
    for (const [key, value] of Object.entries(record))
      if (key !== 'media' && key !== 'url') textsOf(value, locale, out);
  }
  return out;
}

const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101')!;
const PAGES = [
  ['/fr', 'fr'],
  ['/en/contact', 'en'],
  ['/fr/a-propos', 'fr'],
  ['/en', 'en'],
] as const;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, locale] of PAGES) {
    test(`${route} shows the text of every block`, async ({ page }) => {
      const fixture = broker.pages.find((p) => Object.values(p.paths).includes(route));
      expect(fixture, `a fixture page for ${route}`).toBeTruthy();
      await page.goto(route);
      const blocks = (fixture!.content.blocks as FixtureBlock[]).filter(
        (b) => textsOf(b.fields, locale).length,
      );
      expect(blocks.length).toBeGreaterThan(0);
      const main = page.locator('main#main');
      for (const block of blocks) {
        // The first text of each block (a title, mostly) is on screen, in the page's language.
        const text = textsOf(block.fields, locale)[0]!;
        await expect(
          main.getByText(text, { exact: false }).first(),
          `${block.block_type}: ${text}`,
        ).toBeVisible();
      }
    });
  }
});

test('the raw HTML of every fixture page has its blocks in place and in document order', async ({
  request,
}) => {
  for (const fixture of broker.pages) {
    for (const route of Object.values(fixture.paths)) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toContain('<div hidden id="S:');
      expect(html, route).not.toMatch(/\$RC\(/);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const indexes = [
        ...main.matchAll(/class="block[^"]*" data-block-type="[^"]+" data-block-index="(\d+)"/g),
      ].map((m) => Number(m[1]));
      expect(indexes, route).toEqual([...indexes].sort((a, b) => a - b));
      expect(indexes.length, route).toBe(fixture.content.blocks.length);
    }
  }
});

test("every page sends its route's data as a JSON data block, which the browser does not run as code", async ({
  request,
  page,
}) => {
  for (const fixture of broker.pages) {
    for (const route of Object.values(fixture.paths)) {
      const html = await (await request.get(route)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/json" id="route-data"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(blocks.length, route).toBe(1);
      // React Router's hydration data: the page route's loader data holds the page.
      const data = JSON.parse(blocks[0]![1]!) as {
        loaderData: Record<string, { page?: unknown }>;
        errors: unknown;
      };
      expect(data.errors, route).toBeNull();
      const page = Object.values(data.loaderData).find((d) => d?.page)?.page as
        | { content: { blocks: unknown[] } }
        | undefined;
      expect(page?.content.blocks.length, route).toBe(fixture.content.blocks.length);
      expect(html, route).not.toContain('__ROUTE_DATA__');
    }
  }
  // The browser reads it when it starts: the page comes alive, without an error, and a link then
  // opens the next page in the same document (the router's, not a reload).
  const problems = await watchErrors(page);
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const link = page.locator('main a[href^="/fr/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

/** Stylesheets of the build a page's head inlines (`<style data-href>`) and those it links. */
function stylesOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const inlined = [...head.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1]!);
  const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"([^>]*)>/g)].map((m) => ({
    href: m[1]!,
    disabled: /\sdisabled/.test(m[2]!),
  }));
  return { inlined, links };
}

test('every page paints without waiting for a stylesheet: the CSS of its blocks is in its head', async ({
  request,
}) => {
  for (const fixture of broker.pages) {
    for (const route of Object.values(fixture.paths)) {
      const { inlined, links } = stylesOf(await (await request.get(route)).text());
      expect(inlined.length, route).toBeGreaterThan(0);
      // Each sheet is inlined, and its link (disabled, never fetched) only tells the browser's
      // loader of block modules that it is already there: no render-blocking request.
      expect(
        links.filter((l) => !l.disabled),
        route,
      ).toEqual([]);
      expect(links.map((l) => l.href).sort(), route).toEqual([...inlined].sort());
    }
  }
  // What is inlined is the build's file, byte for byte (the server puts it in as bytes read once).
  const html = await (await request.get('/fr')).text();
  const styles = [...html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles.length).toBe(stylesOf(html).inlined.length);
  for (const [, href, css] of styles) expect(css, href).toBe(await (await request.get(href!)).text());
  expect(html).not.toMatch(/@slot-/);
});

test('a first visit loads no stylesheet, and a page reached in the browser gets the styles of its blocks', async ({
  page,
  request,
}) => {
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual([]);
  // Every inlined sheet is parsed and applies (the policy lets the page's own styles in).
  const parsed = await page.evaluate(
    () =>
      [...document.styleSheets]
        .filter((s) => (s.ownerNode as Element | null)?.matches('style[data-href]'))
        .filter((s) => s.cssRules.length > 0).length,
  );
  expect(parsed).toBe(stylesOf(await (await request.get('/fr')).text()).inlined.length);

  // Client navigation to the contact page: each stylesheet its server HTML would inline is in the
  // document, inlined from the first page or linked (and loaded) by the browser.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.locator('header a[href="/fr/contact"]:visible').first().click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const wanted = stylesOf(await (await request.get('/fr/contact')).text()).inlined;
  const present = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((s) => s.cssRules.length > 0)
      .map(
        (s) =>
          (s.ownerNode as Element).getAttribute('data-href') ?? new URL(s.href ?? '', location.href).pathname,
      ),
  );
  expect(wanted.filter((href) => !present.includes(href))).toEqual([]);
  expect(sheets.length, 'the contact form brings a stylesheet the home page has not').toBeGreaterThan(0);
});

test('a block that throws on the server is left out; the page answers 200 with its other blocks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const home = broker.pages.find((p) => p.paths.fr === '/fr')!;
  const crashing = {
    block_type: 'developer_test_block',
    block_params: { show_breakpoints: false, show_script_preview: false, simulate_error: true },
    fields: { samples: [{ title: { fr: 'Onglet piégé' }, content: { fr: '<p>Contenu piégé</p>' } }] },
  };
  // And a block the renderer skips as invalid: the server renders a page with a crash twice (a fast
  // pass, then one that names the error), and still reports each block once.
  const invalid = { block_type: 'content_cta', block_params: {}, fields: { main_title: 42 } };
  const blocks = [...home.content.blocks];
  blocks.splice(1, 0, crashing);
  blocks.splice(3, 0, invalid);
  const composed = composePage(broker, { ...home, content: { ...home.content, blocks } });
  const stub = await startStub(0, (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(composed));
  });
  const site = await startSite(0, { CMS_API_URL: `${stub.url}/api`, CMS_API_KEY: 'stub', FIXTURE_CORE: '1' });
  try {
    // The log from this request on (the site's readiness check may have rendered the page already).
    const log =
      (from = stripVTControlCharacters(site.logs()).length) =>
      () =>
        stripVTControlCharacters(site.logs()).slice(from);
    const requestLog = log();
    const response = await fetch(`${site.url}/fr`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The markup of the page (the hydration data after it carries the payload, as for any block).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.includes('Onglet piégé'), 'the crashing block is not in the markup').toBe(false);
    const heroTitle = (home.content.blocks[0] as FixtureBlock).fields!.main_title as { fr: string };
    expect(main).toContain(heroTitle.fr);
    expect(main).toContain('Questions fréquentes');
    // The server log names the block, its index and the error, like an invalid block.
    // (Without colours: the test runner asks child processes for them.)
    await expect.poll(requestLog).toMatch(/crash block skipped[\s\S]*developer_test_block[\s\S]*index: 1/);
    expect(requestLog()).toContain('Simulated rendering error');
    expect(requestLog().match(/crash block skipped/g)).toHaveLength(1);
    expect(requestLog().match(/invalid block skipped[\s\S]*?content_cta[\s\S]*?index: 3/g)).toHaveLength(1);

    // In the browser the block fails again and stays inside its boundary: nothing uncaught.
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await page.goto(`${site.url}/fr`);
    await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(uncaught).toEqual([]);
    await expect(page.getByText('Onglet piégé')).toHaveCount(0);
  } finally {
    await site.stop();
    await stub.stop();
  }
});

test('the server says it is ready only once it has rendered a page through its content backend', async () => {
  test.setTimeout(90_000);
  const home = broker.pages.find((p) => p.paths.fr === '/fr')!;
  const composed = composePage(broker, home);
  const asked: string[] = [];
  const stub = await startStub(0, (req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(composed));
  });
  // `startSite` resolves once the server's log says "Site ready on": the page was asked before.
  const site = await startSite(0, { CMS_API_URL: `${stub.url}/api`, CMS_API_KEY: 'stub', FIXTURE_CORE: '1' });
  try {
    expect(
      asked.length,
      'the content backend was asked for a page before the site said ready',
    ).toBeGreaterThan(0);
    expect(stripVTControlCharacters(site.logs())).not.toContain('start-up render did not finish');
  } finally {
    await site.stop();
    await stub.stop();
  }
});

test('a server that cannot build its site stops with the reason and never says it is ready', async () => {
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  // Started outside the project: the fixture backend's pages are not found from there.
  const started = startSite(0, {}, [], os.tmpdir());
  await expect(started).rejects.toThrow(/exited with 1: /);
  const output = await started.catch((error: Error) => error.message);
  expect(output).toContain('The site cannot start');
  expect(output).toContain(path.join(os.tmpdir(), 'fixtures'));
  expect(output).not.toContain('Site ready on');
});
