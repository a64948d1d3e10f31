/**
 * Weight budgets (issue 7), deterministic: sizes of the production build (DIST_DIR), never timings.
 * - the JavaScript the home page loads on first visit stays under HOME_JS_BUDGET_RATIO × React and
 *   React DOM alone (both gzip, measured in the same run; the README says why this number);
 * No editor code on public routes: tests/e2e/editor-weight.spec.ts (entry and every public route).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { reactBaselineGzip, routeWeight } from '../bench/weight';

/** See the README, "Quality figures": today's home page is 2.7×; the target is 1.8×. */
const HOME_JS_BUDGET_RATIO = 2.9;

const clientDir = path.resolve(process.env.DIST_DIR || 'dist', 'client');

test('the home page loads at most the budgeted JavaScript on first visit', async ({ request }) => {
  test.setTimeout(60_000);
  const react = await reactBaselineGzip();
  expect(react).toBeGreaterThan(30_000);
  for (const home of ['/fr', '/en']) {
    const weight = routeWeight(await (await request.get(home)).text(), clientDir);
    const budget = Math.round(react * HOME_JS_BUDGET_RATIO);
    expect(
      weight.jsGzip,
      `${home}: ${weight.jsGzip} B gzip of JavaScript (${(weight.jsGzip / react).toFixed(2)}× React + React DOM = ${react} B); budget ${budget} B`,
    ).toBeLessThanOrEqual(budget);
  }
});
