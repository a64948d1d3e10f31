/**
 * What the browser specs check on every page a visitor opens: no console error or uncaught exception,
 * every lazy block rendered, nothing for axe to find; and a keyboard walk to a control.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { WCAG_TAGS } from './quality-routes';

/**
 * Console errors and uncaught exceptions of a page, collected from the start. With `csp`, a
 * Content-Security-Policy violation counts as an error too.
 */
export async function watchErrors(page: Page, { csp = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  if (csp)
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  return problems;
}

/** Opens `url` in a window of `viewport`'s size, and waits until the page's network is quiet. */
export async function openAt(page: Page, url: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the bottom and back so lazy blocks (and maps) render and appear animations settle. */
export async function visitWholePage(page: Page) {
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** What axe (WCAG 2.0/2.1 A and AA, 2.2 AA) finds on the page, or inside `include`, one line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Picks `city` in the search bar's city field (named `fieldName`) with the keyboard only: Tab to the
 * field, type the name, the first option, Enter, and Escape to close the list.
 */
export async function pickCityByKeyboard(page: Page, fieldName: string, city: string) {
  await tabTo(page, page.getByRole('combobox', { name: fieldName }));
  await page.keyboard.type(city);
  // The list's options load when the field is first used: a keyboard user hears them first.
  await expect(page.getByRole('option', { name: new RegExp(`^${city}`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Picks `city` in the search bar's city field (named `fieldName`) with the mouse: click, type, click the option. */
export async function pickCityByMouse(page: Page, fieldName: string, city: string) {
  const field = page.getByRole('combobox', { name: fieldName });
  await field.click();
  await field.fill(city);
  await page.getByRole('option', { name: new RegExp(`^${city}`) }).click();
}

/** Presses Tab until `target` has the focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Holds every script until the returned `release` is called, as a slow network would: what a
 * visitor does with the server's HTML before the page's scripts run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A proxy in front of the test server that holds one page's HTML at a point until released. */
export interface SplitHtmlProxy {
  /** The proxy's origin: the page and everything it loads go through it. */
  origin: string;
  /** Sends the rest of the held page. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Serves `path` from `upstream` in two parts, cut before the `cut`-th character of its HTML, the
 * second part only on `release()`: what a visitor on a slow network sees when the browser paints a
 * document it has read in part. Every other request goes through unchanged.
 */
export async function splitHtmlProxy(upstream: string, path: string, cut: number): Promise<SplitHtmlProxy> {
  const { createServer } = await import('node:http');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'accept-encoding', 'connection'].includes(name),
      ),
    ) as Record<string, string>;
    try {
      const answer = await fetch(upstream + url, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : req,
        redirect: 'manual',
        duplex: 'half',
      } as RequestInit);
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
          out[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, out);
      if (url !== path) {
        res.end(body);
        return;
      }
      const html = body.toString('utf8');
      res.write(html.slice(0, cut));
      await released;
      res.end(html.slice(cut));
    } catch (error) {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Has every page of the context list its layout shifts in `window.moves` (`movesOf`), one line per
 * moved node: its markup's start, where it was and where it went.
 */
export async function recordMoves(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { moves: string[] };
    w.moves = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          w.moves.push(
            `${element?.outerHTML.slice(0, 60)} (${a.x},${a.y} ${a.width}) → (${b.x},${b.y} ${b.width})`,
          );
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The moves `recordMoves` has seen on `page` so far. */
export const movesOf = (page: Page) => page.evaluate(() => (window as unknown as { moves: string[] }).moves);

/**
 * `recordMoves`, with the context's scripts held back: what `movesWhenReadInParts` tests is the
 * HTML and its styles.
 */
export async function recordMovesWithoutScripts(context: BrowserContext) {
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  await recordMoves(context);
}

export const twoFrames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/**
 * Opens `path` as a slow network would hand it over: cut before the `cut`-th character, painted,
 * then given the rest. The moves recorded (`recordMovesWithoutScripts`) until it is all parsed.
 */
export async function movesWhenReadInParts(page: Page, upstream: string, path: string, cut: number) {
  const proxy = await splitHtmlProxy(upstream, path, cut);
  try {
    await page.goto(proxy.origin + path, { waitUntil: 'commit' });
    // A paint, contentful or not (cut before the header's logo, a page paints its background only).
    // Cut before anything with a box, the browser paints nothing: nothing drawn can move then.
    const painted = await page
      .waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (painted) await page.evaluate(twoFrames);
    proxy.release();
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(twoFrames);
    return await movesOf(page);
  } finally {
    await proxy.close();
  }
}
