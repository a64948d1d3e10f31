/**
 * What the browser specs check on every page a visitor opens: no console error or uncaught exception,
 * every lazy block rendered, nothing for axe to find; and a keyboard walk to a control.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
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
