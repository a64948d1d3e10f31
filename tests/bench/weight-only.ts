/**
 * Only the weight part of `npm run bench`: the JavaScript a first visit makes Chromium load, beside
 * the named stack's floor (the smallest React Router app that hydrates, `namedStackFloorGzip`), for public pages as production serves them (QA disabled: no schema, no
 * validation in browsers, docs/decisions/026-public-pages-trust-their-server.md) and, for
 * comparison, on a site with QA enabled (the full registry and its schemas load before hydration).
 * `/fr/proprietes` is measured before its map opens (the map loads on the visitor's request).
 * Each figure is cross-checked against the build (every file the page names is loaded). Printed,
 * never asserted; the gate is tests/e2e/quality-budget.spec.ts.
 *
 *   npx tsx tests/bench/weight-only.ts          (builds into DIST_DIR, default dist, when missing)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../testing/chromium';
import { startSite } from '../fault/servers';
import { crossCheck, namedStackFloorGzip, routeWeight, weightInBrowser } from './weight';

/** The routes measured; `WEIGHT_ROUTES=/fr/evaluation-gratuite,/en/property-alert` measures others. */
export const WEIGHT_ROUTES = process.env.WEIGHT_ROUTES?.split(',') ?? [
  '/fr',
  '/fr/contact',
  '/fr/proprietes',
];
const dist = process.env.DIST_DIR || 'dist';
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

if (!fs.existsSync(path.join(dist, 'server/main.js')))
  spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
const clientDir = path.resolve(dist, 'client');
const floor = await namedStackFloorGzip();
const browser = await launchChromium();
console.log(
  `| site | route | JS loaded by Chromium (× the named stack's floor ${kB(floor)}, goal ≤ 1.4×) | schemas chunk |`,
);
console.log('|---|---|---|---|');
try {
  for (const [label, env] of [
    ['QA disabled (production)', { QA_ENABLED: '0' }],
    ['QA enabled', { QA_ENABLED: '1' }],
  ] as const) {
    const site = await startSite(0, env);
    try {
      for (const route of WEIGHT_ROUTES) {
        const context = await browser.newContext();
        const w = await weightInBrowser(await context.newPage(), `${site.url}${route}`);
        await context.close();
        const html = await (await fetch(`${site.url}${route}`)).text();
        const check = crossCheck(w, routeWeight(html, clientDir), clientDir);
        if (check.missing.length)
          throw new Error(`${route}: Chromium did not load ${check.missing.join(', ')}`);
        const schemas = w.assets.filter((a) => /\/schemas-[^/]*\.js$/.test(a.path));
        console.log(
          `| ${label} | ${route} | ${kB(w.jsBytes)} (${(w.jsBytes / floor).toFixed(2)}×) | ${schemas.length ? schemas.map((a) => `${path.basename(a.path)} ${kB(a.transferred)}`).join(', ') : 'none'} |`,
        );
      }
    } finally {
      await site.stop();
    }
  }
} finally {
  await browser.close();
}
