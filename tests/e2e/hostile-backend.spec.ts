/**
 * The site against a hostile or broken content backend (issue 18). The production server is
 * pointed at `tests/hostile/backend.ts` (CMS_API_URL) and asked, one after the other, for every
 * answer of `tests/hostile/corpus.ts`. For each answer:
 * - the status and the site's own error page, or the page with its other blocks;
 * - while it is handled, another visitor's page is answered, within a second of the time it takes
 *   just before (quiet);
 * - the raw server HTML: every script carries the response's nonce, no event-handler attribute,
 *   no script URL, no style with `url(` or an injected declaration, no foreign host in any
 *   attribute but a content link's `href`;
 * - client-navigation data (`/_data/page`) follows the same rules;
 * - in Chromium, no injected code runs and no request leaves for the foreign host: under the
 *   page's CSP, and with the CSP bypassed, so that the HTML itself is shown inert;
 * - memory of the server: sampled after each answer, back near where it started at the end.
 * Timings are measured, never asserted: the delay another visitor's page takes while each hostile
 * answer is handled, beside the same page's time just before, is written to
 * .cache/hostile-report.json and the worst one printed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { scriptHash } from '../../site/server/script-hashes';
import { freePort, type RunningServer, startHookTimeout, startSite } from '../fault/servers';
import { type BackendProcess, spawnHostileBackend } from '../hostile/backend';
import { CORPUS, FOREIGN, GOOD_TEXT, type HostileAnswer, NAV_START, TEST_MAX_BYTES } from '../hostile/corpus';

/**
 * The backend time-out of the sites under test: answers that never end give 504 after it. With two
 * test runs at once, reading 3 MB up to the byte bound took more than 1.5 s (a 504 instead of the
 * 502 of a body past the bound).
 */
const BACKEND_TIMEOUT_MS = 4000;
/**
 * The render budget of the site asked the over-budget answer (thirty texts of up to 500 ms each
 * cannot fit); the other site keeps the default. Another visitor's ordinary page must fit in it even
 * with two test runs at once on a 2-core machine, where it took more than 3 s.
 */
const TIGHT_RENDER_BUDGET_MS = 6000;
/** Server memory after the corpus may exceed its memory before by at most this (MB). */
const MEMORY_BACK_WITHIN_MB = 150;

interface Answer {
  status: number;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/** A GET with node:http: the visitor's own headers (a forged Host) are sent as given. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started, headers: res.headers }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 30 s`)));
    req.on('error', reject);
  });
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1] ?? '';

/** The `'sha256-…'` sources of a response's policy. */
const hashesOf = (answer: Answer) =>
  String(answer.headers['content-security-policy'] ?? '').match(/'sha256-[^']+'/g) ?? [];

/** Scripts' bodies removed: what remains is markup, where references and handlers would live. */
const withoutScriptBodies = (html: string) => html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');

/**
 * The build's own stylesheets, inlined in the head (decision 029), left out of what is searched for
 * injected CSS: only a style element whose text is exactly the build's file of that name. Any other
 * style text, or one that differs from its file by a byte, is still searched.
 */
function withoutBuildStyles(html: string): string {
  const assets = path.resolve(process.env.DIST_DIR || 'dist', 'client');
  return html.replace(
    /<style data-href="(\/assets\/[\w.-]+\.css)"[^>]*>([\s\S]*?)<\/style>/g,
    (whole, href: string, text: string) => {
      const file = path.join(assets, href);
      return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text ? '<style>' : whole;
    },
  );
}

/** What in a server HTML could run injected code or reach a foreign host. */
function rawProblems(
  html: string,
  nonce: string,
  answer: HostileAnswer,
  policyHashes: string[] = [],
): string[] {
  const problems: string[] = [];
  const markup = withoutBuildStyles(withoutScriptBodies(html));
  if (nonce) {
    for (const tag of markup.match(/<script\b[^>]*>/gi) ?? []) {
      if (!tag.includes(`nonce="${nonce}"`) && !answer.scriptBlock)
        problems.push(`script without the nonce: ${tag}`);
    }
  } else if (!answer.scriptBlock) {
    // A public page allows its inline scripts by hash: each one that runs is one the server wrote.
    for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=|type="application\/(?:ld\+)?json"/.test(attrs)) continue;
      if (!policyHashes.includes(scriptHash(body)))
        problems.push(`inline script not hashed: ${body.slice(0, 80)}`);
    }
  }
  for (const [tag, name, attrs] of markup.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    for (const [, attr = '', value = ''] of (attrs ?? '').matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      const a = attr.toLowerCase();
      const v = value.replace(/&amp;/g, '&').toLowerCase();
      if (/^on[a-z]+$/.test(a)) problems.push(`event handler: ${tag.slice(0, 120)}`);
      if (/^\s*(javascript|vbscript|data:text)/.test(v))
        problems.push(`script URL in ${a}: ${tag.slice(0, 120)}`);
      if (a === 'style' && /url\(|background-image|position:\s*fixed|expression/.test(v))
        problems.push(`style: ${v.slice(0, 120)}`);
      const contentLink = name?.toLowerCase() === 'a' && a === 'href';
      if (v.includes(FOREIGN) && !contentLink) problems.push(`foreign host in ${a}: ${tag.slice(0, 160)}`);
    }
  }
  for (const element of ['base', 'iframe', 'object', 'embed', 'frame']) {
    if (new RegExp(`<${element}\\b`, 'i').test(markup)) problems.push(`<${element}> element`);
  }
  for (const text of answer.excludes ?? []) if (markup.includes(text)) problems.push(`contains ${text}`);
  for (const text of answer.excludesAnywhere ?? [])
    if (html.includes(text)) problems.push(`contains ${text} (data)`);
  // Hydration data and configuration are JSON inside scripts: nothing may end the script early.
  for (const body of html.match(/<script\b[^>]*>([\s\S]*?)<\/script>/gi) ?? []) {
    if (
      !answer.scriptBlock &&
      /<!--|<script|<\/script[\s\S]*<\/script/i.test(body.replace(/^<script\b[^>]*>/i, ''))
    )
      problems.push('script body that could end or restart a script');
  }
  return problems;
}

interface BrowserFindings {
  dialogs: string[];
  foreign: string[];
  hostile: unknown;
  errors: string[];
}

/** Loads a page in Chromium and reports whatever injected code did. */
async function visit(browser: Browser, url: string, bypassCSP: boolean): Promise<BrowserFindings> {
  const context = await browser.newContext({
    bypassCSP,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  const found: BrowserFindings = { dialogs: [], foreign: [], hostile: undefined, errors: [] };
  await context.route('**/*', (route) => {
    const target = route.request().url();
    if (target.includes(FOREIGN) || !target.startsWith('http://127.0.0.1')) {
      if (target.includes(FOREIGN)) found.foreign.push(target);
      return route.abort();
    }
    return route.continue();
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    found.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => found.errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Lazy blocks render near the viewport: walk the page (bounded, whatever its height).
    await page.evaluate(async () => {
      const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
      for (let y = 0, i = 0; y < document.body.scrollHeight && i < 80; y += step, i++) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    found.hostile = await page.evaluate(() => (window as { __hostile?: unknown }).__hostile);
  } finally {
    await context.close();
  }
  return found;
}

test.describe('a hostile content backend', () => {
  test.describe.configure({ mode: 'serial' });
  let backend: BackendProcess;
  let site: RunningServer;
  let tightSite: RunningServer;
  const report: Record<string, unknown>[] = [];

  test.beforeAll(async () => {
    // The backend, then two sites.
    test.setTimeout(startHookTimeout(3));
    // Its own process: its large answers are made there, our timings measure the site only.
    backend = await spawnHostileBackend();
    // Absolute URLs in head tags use the configured origin: this server's own address.
    const port = await freePort();
    const env = {
      CMS_API_URL: `${backend.url}/api`,
      CMS_API_KEY: 'hostile-key',
      FIXTURE_CORE: '1',
      BACKEND_TIMEOUT_MS: String(BACKEND_TIMEOUT_MS),
      BACKEND_MAX_BYTES: String(TEST_MAX_BYTES),
    };
    site = await startSite(port, { ...env, SITE_ORIGIN: `http://127.0.0.1:${port}` });
    const tightPort = await freePort();
    tightSite = await startSite(tightPort, {
      ...env,
      SITE_ORIGIN: `http://127.0.0.1:${tightPort}`,
      RENDER_BUDGET_MS: String(TIGHT_RENDER_BUDGET_MS),
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await tightSite?.stop();
    await backend?.stop();
    fs.mkdirSync('.cache', { recursive: true });
    fs.writeFileSync('.cache/hostile-report.json', JSON.stringify(report, null, 2));
  });

  test('each answer: the right status, the server alive and serving others, nothing injected', async ({
    browser,
  }) => {
    // Every answer is asked three times and most are visited twice in a browser; with the listing
    // blocks on the good page, two full runs at once on a 2-core machine took more than 4 minutes.
    test.setTimeout(480_000);
    // Warm up: the first renders compile and fill caches; memory is measured from there.
    for (let i = 0; i < 5; i++) expect((await get(site.url, '/fr')).status).toBe(200);
    const before = rssMb(site.pid);
    let peak = before;
    let worstDelay = 0;

    for (const answer of CORPUS) {
      await test.step(`${answer.name}: ${answer.about}`, async () => {
        const path = `/fr/hostile/${answer.name}`;
        const target = answer.tightBudget ? tightSite : site;
        /** The hostile page with another visitor's page asked 30 ms into it, and that page quiet just before. */
        const attempt = async () => {
          const quiet = await get(target.url, '/fr');
          const other = new Promise<Answer>((resolve, reject) =>
            setTimeout(() => get(target.url, '/fr').then(resolve, reject), 30),
          );
          const [page, visitor] = await Promise.all([get(target.url, path, answer.headers), other]);
          return { quiet, page, visitor, delay: visitor.ms - quiet.ms };
        };
        const { quiet, page, visitor, delay } = await attempt();
        worstDelay = Math.max(worstDelay, delay);
        const rss = rssMb(target.pid);
        peak = Math.max(peak, rss);
        report.push({
          name: answer.name,
          status: page.status,
          ms: Math.round(page.ms),
          quietMs: Math.round(quiet.ms),
          otherMs: Math.round(visitor.ms),
          rssMb: Math.round(rss),
        });

        expect(page.status, `${answer.name}: status`).toBe(answer.status);
        expect(visitor.status, `${answer.name}: another visitor is served`).toBe(200);
        expect(visitor.body).toContain(GOOD_TEXT);

        if (answer.status !== 200) {
          expect(page.body, `${answer.name}: the site's own error page`).toContain('class="error-page"');
          expect(page.body).toContain(`data-status="${answer.status}"`);
          expect(page.headers.location, `${answer.name}: no redirect`).toBeUndefined();
        } else {
          for (const text of answer.contains ?? [])
            expect(page.body, `${answer.name}: shows ${text}`).toContain(text);
        }
        expect(
          rawProblems(page.body, nonceOf(page), answer, hashesOf(page)),
          `${answer.name}: raw HTML`,
        ).toEqual([]);

        // Client navigation asks the same server for the same answer as data.
        const data = await get(target.url, `/_data/page?path=${encodeURIComponent(path)}`, answer.headers);
        const result = JSON.parse(data.body) as { kind: string; status?: number };
        if (answer.status === 200) expect(result.kind, `${answer.name}: page data`).toBe('page');
        else
          expect(result, `${answer.name}: page data`).toMatchObject({ kind: 'error', status: answer.status });
        for (const text of answer.excludesAnywhere ?? []) expect(data.body).not.toContain(text);

        if (answer.page) {
          const underCsp = await visit(browser, `${target.url}${path}`, false);
          expect(underCsp, `${answer.name}: nothing injected runs`).toEqual({
            dialogs: [],
            foreign: [],
            hostile: undefined,
            errors: [],
          });
          if (!answer.scriptBlock) {
            const bypassed = await visit(browser, `${target.url}${path}`, true);
            expect(bypassed, `${answer.name}: inert even without the CSP`).toEqual({
              dialogs: [],
              foreign: [],
              hostile: undefined,
              errors: [],
            });
          }
        }
      });
    }

    // The server is still the one we started, and answers.
    expect((await get(site.url, '/fr')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 5; i++) await get(site.url, '/fr');
    const after = rssMb(site.pid);
    report.push({
      memory: { beforeMb: Math.round(before), peakMb: Math.round(peak), afterMb: Math.round(after) },
    });
    console.log(
      `[hostile] another visitor's page, worst delay beside its quiet time: ${Math.round(worstDelay)} ms`,
    );
    console.log(
      '[hostile] memory (MB) before / peak / after:',
      Math.round(before),
      Math.round(peak),
      Math.round(after),
    );
    expect(after - before, 'memory back near where it started').toBeLessThan(MEMORY_BACK_WITHIN_MB);
  });

  test('a script block’s script keeps its own nonce, on load and in client navigation', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const state = () =>
        page.evaluate(() => ({
          ran: (window as { __scriptBlockRan?: number }).__scriptBlockRan,
          hostile: (window as { __hostile?: unknown }).__hostile,
        }));
      // Server HTML: the script without a nonce ran with the page's, the one with its own did not.
      await page.goto(`${site.url}/fr/hostile/script-own-nonce`);
      await expect(page.locator('[data-nonce-demo]')).toBeVisible();
      await expect.poll(state).toEqual({ ran: 1, hostile: undefined });

      // Client navigation: the block mounts in the browser and re-creates its scripts.
      await page.goto(`${site.url}/fr/hostile/${NAV_START}`);
      await expect.poll(state).toEqual({ ran: undefined, hostile: undefined });
      await page.getByRole('link', { name: 'Vers le script' }).click();
      await expect(page.locator('[data-nonce-demo]')).toBeVisible();
      await expect(page).toHaveURL(/\/fr\/hostile\/script-own-nonce$/);
      await expect.poll(state).toEqual({ ran: 1, hostile: undefined });
    } finally {
      await context.close();
    }
  });
});
