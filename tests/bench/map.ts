/**
 * The property search's figures (issue 11), each beside a baseline measured in the same run:
 *
 *   map      data received → clustered first paint, with 5,000 and 20,000 listings (the stress
 *            fixture, a second server started here with FIXTURE_LISTING_COUNT=20000)
 *            | the former map: one Leaflet circle marker per listing, same data, same browser
 *   map      a pan and a zoom: the map's redraw from the end of the move to the next paint
 *            | the same move on the former map
 *   weight   JS of /fr/proprietes before the map opens, and the map's own chunk (gzip), QA disabled
 *            | the named stack's floor (tests/bench/weight.ts, `namedStackFloorGzip`)
 *   lighthouse  mobile /fr/proprietes, QA disabled as production serves it (`weightUrl`): performance,
 *            CLS, LCP; one run (the bench's Lighthouse rows give the median of three)
 *
 * `benchMap(url)` returns rows for `npm run bench`; `npx tsx tests/bench/map.ts` builds when needed,
 * starts the production server and prints them. Printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../../testing/chromium';
import { startSite } from '../fault/servers';
import { runLighthouse, scoreOf } from './lighthouse';
import { gzipSize, namedStackFloorGzip, readManifest, routeWeight } from './weight';

export interface BenchRow {
  area: string;
  measure: string;
  ours: string;
  baseline: string;
}

const STRESS_LISTINGS = 20_000;
/** The goals at 20,000 listings, printed beside the figures (never asserted). */
const FIRST_PAINT_GOAL_MS = 300;
const MOVE_GOAL_MS = 50;
const VIEWPORT = { width: 1440, height: 900 };
const PANS = 8;
const ZOOMS = 4;
const require = createRequire(import.meta.url);

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : 'n/a');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : Number.NaN;
};
/** Kilobytes of 1000 bytes, as the README and the weight gate write them. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Durations (ms) of the performance measures named `name` recorded so far. */
const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((e) => e.duration), name);

async function waitForMeasure(page: Page, name: string, count = 1) {
  await page.waitForFunction(
    ({ n, c }) => performance.getEntriesByName(n, 'measure').length >= c,
    { n: name, c: count },
    { timeout: 120_000 },
  );
}

/**
 * Ours, on the search page itself: the map is loaded on a small search first (so the Leaflet chunk
 * is in), then "reset" asks for every listing; the time runs from the markers' answer being parsed
 * to the clusters painted. Then pans and zooms from the keyboard, each timed from the end of the move.
 */
async function ourMap(browser: Browser, siteUrl: string) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`${siteUrl}/fr/proprietes?mun=65005`);
  await waitForMeasure(page, 'map:first-paint');
  await page.evaluate(() => {
    performance.clearMeasures();
    performance.clearMarks();
  });
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await waitForMeasure(page, 'map:first-paint');
  const { received, painted, markers } = await page.evaluate(() => {
    const r = performance.getEntriesByName('properties:markers-received', 'mark')[0];
    const p = performance.getEntriesByName('map:first-paint', 'measure')[0];
    const count = [...document.querySelectorAll<HTMLElement>('[data-key]')].reduce(
      (n, el) => n + (el.dataset.count ? Number(el.dataset.count) : 1),
      0,
    );
    return {
      received: r?.startTime ?? Number.NaN,
      painted: p ? p.startTime + p.duration : Number.NaN,
      markers: count,
    };
  });
  const layerOnly = median(await measures(page, 'map:first-paint'));

  await page.getByRole('button', { name: 'Activer la carte interactive' }).click();
  await page.locator('.leaflet-container').focus();
  await page.evaluate(() => performance.clearMeasures('map:view'));
  for (let i = 0; i < PANS; i++) {
    await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowDown');
    await waitForMeasure(page, 'map:view', i + 1);
  }
  const pans = await measures(page, 'map:view');
  await page.evaluate(() => performance.clearMeasures('map:view'));
  for (let i = 0; i < ZOOMS; i++) {
    await page.keyboard.press(i < ZOOMS / 2 ? 'Equal' : 'Minus');
    await waitForMeasure(page, 'map:view', i + 1);
  }
  const zooms = await measures(page, 'map:view');
  await page.close();
  return { firstPaint: painted - received, layerOnly, markers, pan: median(pans), zoom: median(zooms) };
}

/** The markers the search page would get for every listing for sale (what "reset" asks for). */
async function allMarkers(siteUrl: string): Promise<[number, number][]> {
  const response = await fetch(
    `${siteUrl}/fixture-api/core/api/swc/bench/properties?format=map&listingLimit=1`,
    { headers: { 'X-Site-Key': 'bench' } },
  );
  const body = (await response.json()) as {
    data: { propertiesMap: { coords: { lat: number; lng: number } }[] };
  };
  return body.data.propertiesMap.map((m) => [m.coords.lat, m.coords.lng]);
}

/**
 * The former map, as a baseline: Leaflet alone in a blank page, one circle marker per listing
 * added one by one (what LeafletMap did before clustering), timed to the next paint; then the same
 * pan and zoom without animation, each timed to the next paint.
 */
async function formerMap(browser: Browser, points: [number, number][]) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><div id="m" style="width:${VIEWPORT.width / 2}px;height:${VIEWPORT.height}px"></div></body></html>`,
  );
  await page.addStyleTag({ path: require.resolve('leaflet/dist/leaflet.css') });
  await page.addScriptTag({ path: require.resolve('leaflet/dist/leaflet.js') });
  // tsx names functions with a helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  return page.evaluate(
    async ({ pts, pans, zooms }) => {
      const L = (window as unknown as { L: typeof import('leaflet') }).L;
      const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const map = L.map('m', { zoomControl: false });
      map.fitBounds([
        [45, -79.5],
        [49, -64],
      ]);
      await painted();
      const t0 = performance.now();
      const layer = L.featureGroup().addTo(map);
      for (const [lat, lng] of pts)
        L.circleMarker([lat, lng], { radius: 4, weight: 26, opacity: 0.2, fillOpacity: 1 }).addTo(layer);
      map.fitBounds(layer.getBounds(), { animate: false });
      await painted();
      const first = performance.now() - t0;
      const time = async (move: () => void) => {
        const start = performance.now();
        move();
        await painted();
        return performance.now() - start;
      };
      const pan: number[] = [];
      for (let i = 0; i < pans; i++)
        pan.push(await time(() => map.panBy([0, i % 2 ? -80 : 80], { animate: false })));
      const zoom: number[] = [];
      for (let i = 0; i < zooms; i++)
        zoom.push(
          await time(() => map.setZoom(map.getZoom() + (i < zooms / 2 ? 1 : -1), { animate: false })),
        );
      const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] as number;
      return { firstPaint: first, pan: mid(pan), zoom: mid(zoom) };
    },
    { pts: points, pans: PANS, zooms: ZOOMS },
  );
}

function lighthouseMobile(url: string): string {
  const report = runLighthouse(url, path.resolve('.cache', 'lighthouse-mobile-proprietes.json'));
  if (typeof report === 'string') return report;
  const score = (k: string) => scoreOf(report, k);
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const lcp = report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  return `${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}, CLS ${cls.toFixed(3)}, LCP ${(lcp / 1000).toFixed(1)} s`;
}

/** The map chunk (Leaflet, react-leaflet, supercluster, the marker layer): what opening a map adds, gzip. */
function mapChunkGzip(clientDir: string, alreadyLoaded: string[]): number {
  const manifest = readManifest(clientDir);
  const key = Object.keys(manifest).find((k) => k.endsWith('ui/map/LeafletMap.tsx'));
  if (!key) return Number.NaN;
  const seen = new Set(alreadyLoaded);
  let total = 0;
  const visit = (k: string) => {
    const entry = manifest[k];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    total += gzipSize(fs.readFileSync(path.join(clientDir, entry.file)));
    for (const css of entry.css ?? []) total += gzipSize(fs.readFileSync(path.join(clientDir, css)));
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(key);
  return total;
}

export async function benchMap(
  siteUrl: string,
  {
    clientDir = path.resolve(process.env.DIST_DIR || 'dist', 'client'),
    lighthouse = process.env.BENCH_LIGHTHOUSE !== '0',
    // The weight of the page as production serves it: a site with QA disabled (no block schema).
    weightUrl = siteUrl,
  }: { clientDir?: string; lighthouse?: boolean; weightUrl?: string } = {},
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const browser = await launchChromium();
  const stress = await startSite(0, { FIXTURE_LISTING_COUNT: String(STRESS_LISTINGS) });
  try {
    for (const [label, url, stressed] of [
      ['5,000 listings', siteUrl, false],
      [`${STRESS_LISTINGS.toLocaleString('en')} listings`, stress.url, true],
    ] as const) {
      const ours = await ourMap(browser, url);
      const former = await formerMap(browser, await allMarkers(url));
      rows.push(
        {
          area: 'map',
          measure: `${label} (${ours.markers} for sale): data received → clustered first paint`,
          ours: `${ms(ours.firstPaint)} (index and draw ${ms(ours.layerOnly)})`,
          baseline: `${ms(former.firstPaint)} (one circle marker per listing)${stressed ? `; goal ≤ ${FIRST_PAINT_GOAL_MS} ms` : ''}`,
        },
        {
          area: 'map',
          measure: `${label}: pan / zoom, end of move → painted (median)`,
          ours: `${ms(ours.pan)} / ${ms(ours.zoom)}`,
          baseline: `${ms(former.pan)} / ${ms(former.zoom)}${stressed ? `; goal ≤ ${MOVE_GOAL_MS} ms` : ''}`,
        },
      );
    }

    const floor = await namedStackFloorGzip();
    const html = await (await fetch(`${weightUrl}/fr/proprietes`)).text();
    const page = routeWeight(html, clientDir);
    rows.push({
      area: 'weight',
      measure: '/fr/proprietes JS before the map opens / the map chunk (gzip)',
      ours: `${kB(page.jsGzip)} (${(page.jsGzip / floor).toFixed(2)}×) / ${kB(mapChunkGzip(clientDir, page.js))}`,
      baseline: `the named stack's floor ${kB(floor)} (goal ≤ 1.4×)`,
    });

    rows.push({
      area: 'lighthouse',
      measure: '/fr/proprietes mobile, QA disabled (perf / a11y / best / SEO)',
      ours: lighthouse ? lighthouseMobile(`${weightUrl}/fr/proprietes`) : 'skipped (BENCH_LIGHTHOUSE=0)',
      baseline: 'goal ≥ 95, CLS 0',
    });
  } finally {
    await stress.stop();
    await browser.close();
  }
  return rows;
}

// `npx tsx tests/bench/map.ts`: build if needed, start the production server, print the rows.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.env.DIST_DIR || 'dist';
  if (!fs.existsSync(path.join(dist, 'server/main.js')))
    spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  // Public pages as production serves them: QA disabled.
  const site = await startSite(Number(process.env.BENCH_PORT ?? 0), { QA_ENABLED: '0' });
  try {
    console.log(`Map bench on ${os.cpus().length} CPU(s), Node ${process.version}, ${site.url}\n`);
    const rows = await benchMap(site.url);
    console.log('| area | measure | ours | baseline (same run) |\n|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.area} | ${r.measure} | ${r.ours} | ${r.baseline} |`);
  } finally {
    await site.stop();
  }
}
