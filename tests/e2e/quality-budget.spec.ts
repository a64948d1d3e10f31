/**
 * Weight budgets (issue 7), deterministic: bytes, never timings.
 * - the JavaScript a first visit of the home page makes Chromium load (every script, dynamic
 *   imports and locale catalogs included, in the bytes the server sent) stays under
 *   HOME_JS_BUDGET_RATIO × React and React DOM alone (gzip, measured in the same run; the README
 *   says why this number);
 * - the figure is cross-checked against the production build: every file the page names is loaded
 *   and exists.
 * No editor code on public routes: tests/e2e/editor-weight.spec.ts (entry and every public route).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { crossCheck, reactBaselineGzip, routeWeight, weightInBrowser } from '../bench/weight';

/**
 * See the README, "Quality figures": the target is 1.8×. Raised from 2.9 to 3.0 when the measure
 * became what Chromium really loads (the locale catalog, 7 kB, was not counted before) and the home
 * page gained the featured post, then to 3.4 when it gained the property search bar (3.34×); lowered
 * to 3.3 once block scripts loaded on approach and the validator compilers left the browser
 * (3.20×). The performance work under way brings it down to at most 1.9.
 */
const HOME_JS_BUDGET_RATIO = 3.3;

const clientDir = path.resolve(process.env.DIST_DIR || 'dist', 'client');

test('the home page loads at most the budgeted JavaScript on first visit', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const react = await reactBaselineGzip();
  expect(react).toBeGreaterThan(30_000);
  for (const home of ['/fr', '/en']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const weight = await weightInBrowser(page, `${baseURL}${home}`);
    const html = await (await page.request.get(`${baseURL}${home}`)).text();
    const check = crossCheck(weight, routeWeight(html, clientDir), clientDir);
    expect(check.missing, `${home}: files the page names but the browser did not load`).toEqual([]);
    await context.close();
    const budget = Math.round(react * HOME_JS_BUDGET_RATIO);
    expect(
      weight.jsBytes,
      `${home}: ${weight.jsBytes} B of JavaScript loaded (${(weight.jsBytes / react).toFixed(2)}× React + React DOM = ${react} B); budget ${budget} B`,
    ).toBeLessThanOrEqual(budget);
  }
});
