/**
 * `npm run bench`: one table, every figure beside a baseline measured in the same run. Figures are
 * printed (and written to .cache/bench.md and .cache/bench.json), never asserted.
 *
 *   SSR      requests/s and p50/p99 of `/fr` over loopback (production build, compressed as Chromium asks
 *            for it), with the page cache (the default) and without it (PAGE_CACHE_TTL_MS=0)
 *                                                                         | renderToString of the same
 *            page through the same routes and providers, page data in hand (markups compared); the
 *            three are timed in alternating slices, so that other work on the machine falls on each;
 *            then one more slice under the server's CPU profiler (through its inspector): the share
 *            of its busy time in renderToString, compression, collection, HTTP and Express, and its
 *            main thread's time on a CPU and waiting for one (Linux's per-thread counters), the
 *            factors of the ratio (tests/bench/cpu-profile.ts)
 *   validate µs for a 60-block page, the renderer's validators (ajv)          | TypeBox Value.Check and
 *            (alternating warmed rounds, median)                                 TypeBox's compiler
 *   weight   JS and CSS Chromium loads on a first visit (as sent, compressed)  | the named stack's floor
 *            of /fr, /fr/contact, /en/contact, a blog post, a listing (on a site with QA disabled, as production serves public pages),
 *            /qa/sections; cross-checked with the build
 *   load     p50/p99 and errors over 30 s at 50 connections, server memory before/after
 *   soak     5 min at 50 connections over pages of both locales: the server's heap before, right
 *            after, and after a forced collection (asked through the inspector: the server runs with
 *            --inspect=127.0.0.1:0), RSS, requests and errors. A gate: a heap after collection more
 *            than 10 % above the one before marks the row "over 10 %" and the bench exits with 1.
 *   lighthouse mobile and desktop for /fr, /en/contact, the search page, a blog post and a
 *            listing, then every other page of the fixture site once (locales in turn), on a site with QA disabled (as
 *            production serves them), BENCH_LIGHTHOUSE_RUNS (3) runs each, the median by performance
 *            score (Debian Chromium, npx lighthouse@12)
 *   editor   keystroke to canvas (tests/bench/editor-keystroke.ts, when present)
 *
 * Environment: DIST_DIR (default dist; built when missing or stale), BENCH_PORT (a free port),
 * BENCH_SSR_SECONDS (10), BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (50), BENCH_SOAK_SECONDS (300),
 * BENCH_SOAK_SNAPSHOTS=1 (heap snapshots before and after the soak, in .cache/, to compare in
 * Chromium's DevTools), BENCH_LIGHTHOUSE=0 to skip, BENCH_LIGHTHOUSE_ROUTES=goal for the first five
 * pages only, BENCH_ONLY=<areas> (comma-separated among ssr,
 * weight, load, soak, lighthouse, editor, map) to run some areas only, BENCH_SERVER_IMPORT=<module> to
 * load a module into the measured server before it starts (`tests/bench/leak.mjs` keeps a part of
 * every request: the soak's gate must fail on it, see docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchChromium } from '../../testing/chromium';
import { blogPostPaths, listingPaths, onePathPerPage } from '../e2e/quality-routes';
import { type RunningServer, serverNodeFlags, startSite } from '../fault/servers';
import { busyShares, mainThreadTimes, SERVER_WORK, type Shares } from './cpu-profile';
import { cpuProfileDuring, type HeapFigures, heapOf, heapSnapshotTo, inspectorUrlOf } from './inspector';
import { runLighthouse, scoreOf } from './lighthouse';
import { bundleForServer } from './server-bundle';
import { crossCheck, namedStackFloorGzip, routeWeight, weightInBrowser } from './weight';

const dist = process.env.DIST_DIR || 'dist';
process.env.DIST_DIR = dist;
const PORT = Number(process.env.BENCH_PORT ?? 0);
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SOAK_SNAPSHOTS = process.env.BENCH_SOAK_SNAPSHOTS === '1';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** Lighthouse runs per page and preset; the row shows the median (the issue asks for three). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/**
 * The home page, the contact page, the search page, a blog post and a listing's page (the pages of
 * the weight goal), then every other page of the fixture site once, the locales in turn: the issue asks for its
 * Lighthouse goal on every route as it lands. BENCH_LIGHTHOUSE_ROUTES=goal keeps the first five.
 */
const GOAL_ROUTES = [
  '/fr',
  '/en/contact',
  '/fr/proprietes',
  ...blogPostPaths().slice(0, 1),
  ...listingPaths().slice(0, 1),
];
const LIGHTHOUSE_ROUTES =
  process.env.BENCH_LIGHTHOUSE_ROUTES === 'goal' ? GOAL_ROUTES : onePathPerPage(GOAL_ROUTES);
/** Slices of each SSR measure, alternated with the other two. */
const SSR_ROUNDS = 3;
/** What Chromium asks for: pages are measured compressed, as visitors get them. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** The heap after the soak and a forced collection may exceed the heap before it by this much. */
const SOAK_HEAP_BOUND = 0.1;
/** Pages of the soak: both locales, several layouts. */
const SOAK_PATHS = ['/fr', '/en', '/fr/contact', '/en/contact', '/fr/blogue', '/en/about'];
const AREAS = ['ssr', 'weight', 'load', 'soak', 'lighthouse', 'editor', 'map'] as const;
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
for (const area of ONLY)
  if (!(AREAS as readonly string[]).includes(area))
    throw new Error(`BENCH_ONLY: unknown area "${area}" (areas: ${AREAS.join(', ')})`);
/** Whether this run measures `area` (every area unless BENCH_ONLY names some). */
const runs = (area: (typeof AREAS)[number]) => ONLY.length === 0 || ONLY.includes(area);
const SERVER_IMPORT = process.env.BENCH_SERVER_IMPORT;

type Row = [area: string, measure: string, ours: string, baseline: string];
const rows: Row[] = [];
const row = (...r: Row) => {
  rows.push(r);
  console.log(`  ${r[0]} | ${r[1]} | ${r[2]} | ${r[3]}`);
};
/** Kilobytes of 1000 bytes, as the README and the weight gate write them. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const MB1 = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (v: number) => `${v.toFixed(2)} ms`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
/** Gates that failed: the bench prints its table, then exits with 1. */
const failures: string[] = [];

interface LoadFigures {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  /** Every response's time (ms). */
  latencies: number[];
}

/** autocannon on `base` (its `paths` in turn on each connection, else the URL itself), as a browser asks. */
function loadOf(base: string, connections: number, seconds: number, paths?: string[]): Promise<LoadFigures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: BROWSER_ENCODINGS,
        ...(paths ? { requests: paths.map((p) => ({ path: p })) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          errors: result.errors,
          non2xx: result.non2xx,
          timeouts: result.timeouts,
          latencies,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => {
      latencies.push(time);
    });
  });
}

/** Loads measured in slices, added up. */
function addLoads(loads: LoadFigures[]): LoadFigures {
  return {
    requests: loads.reduce((n, l) => n + l.requests, 0),
    seconds: loads.reduce((n, l) => n + l.seconds, 0),
    errors: loads.reduce((n, l) => n + l.errors, 0),
    non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
    timeouts: loads.reduce((n, l) => n + l.timeouts, 0),
    latencies: loads.flatMap((l) => l.latencies).sort((a, b) => a - b),
  };
}

const failed = (l: LoadFigures) => l.errors + l.timeouts + l.non2xx;

async function ensureBuild() {
  const { sourceHash } = (await import(pathToFileURL(path.resolve('scripts/source-hash.mjs')).href)) as {
    sourceHash: () => string;
  };
  const hashFile = path.join(dist, '.source-hash');
  const built = fs.existsSync(path.join(dist, 'server/main.js')) && fs.existsSync(hashFile);
  if (built && fs.readFileSync(hashFile, 'utf8') === sourceHash()) return;
  console.log(`Building the production site into ${dist}…`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * The in-process measures, bundled by Vite for the server exactly like the site's server build (the
 * registry uses import.meta.glob; a production bundle keeps the comparison with the server fair).
 */
async function inProcess() {
  const load = await bundleForServer('bench-ssr', { 'in-process': 'tests/bench/in-process.tsx' });
  const mod = await load<typeof import('./in-process')>('in-process');
  return { mod, close: async () => {} };
}

function rssOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb * 1024;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** The run's FCP, LCP, TBT and CLS as Lighthouse words them. */
  metrics: string;
}

function lighthouse(url: string, preset: 'mobile' | 'desktop', run: number): LighthouseScores | string {
  const out = path.resolve('.cache', `lighthouse-${preset}-${url.replace(/\W+/g, '_')}-${run}.json`);
  const report = runLighthouse(url, out, preset === 'desktop' ? ['--preset=desktop'] : []);
  if (typeof report === 'string') return report;
  const score = (k: string) => scoreOf(report, k);
  const metric = (k: string) => report.audits[k]?.displayValue ?? '?';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  };
}

/**
 * Lighthouse `runs` times on one page; the run with the median performance score (its other
 * scores and metrics with it), and every run's performance score. A run that fails (Lighthouse's
 * own trace recording sometimes does: NO_NAVSTART) is made once more, and said, so that the median
 * is of `runs` runs whenever it can be.
 */
function lighthouseMedian(url: string, preset: 'mobile' | 'desktop', runs: number) {
  const results: (LighthouseScores | string)[] = [];
  const retried: string[] = [];
  for (let run = 1; run <= runs; run++) {
    let result = lighthouse(url, preset, run);
    if (typeof result === 'string') {
      retried.push(result);
      result = lighthouse(url, preset, run);
    }
    results.push(result);
  }
  const done = results.filter((r): r is LighthouseScores => typeof r !== 'string');
  if (done.length === 0) return results[0] as string;
  const sorted = [...done].sort((a, b) => a.performance - b.performance);
  const failed = results.filter((r): r is string => typeof r === 'string');
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    all: done.map((r) => r.performance),
    failed:
      (failed.length ? `; ${failed.length} of ${runs} runs failed twice (${failed[0]})` : '') +
      (retried.length ? `; ${retried.length} run(s) made again after a failure (${retried[0]})` : ''),
  };
}

/** The inspector address of a server started with `--inspect=127.0.0.1:0`; throws without one. */
function inspectorOf(site: RunningServer): string {
  const inspector = inspectorUrlOf(site.logs());
  if (!inspector) throw new Error('The server gave no inspector address (started without --inspect?)');
  return inspector;
}

/**
 * Where the server's main thread spends its time under the SSR load: one more slice of it under the
 * inspector's CPU profiler (not counted in the requests/s rows, since sampling costs a little), and
 * the thread's time on a CPU and waiting for one over the same slice. The SSR ratio is about the
 * product of three factors these give: the thread's time on a CPU, renderToString's share of it,
 * and how fast the render runs in the server against the bare one (`bareMs` per render). The
 * profile is kept in .cache/ssr-server.cpuprofile, to open in Chromium's DevTools.
 */
async function serverTimeUnderLoad(site: RunningServer, url: string, seconds: number, bareMs: number) {
  const inspector = inspectorOf(site);
  if (site.pid === undefined) throw new Error('The server has no process id');
  const pid = site.pid;
  const { profile, result } = await cpuProfileDuring(inspector, async () => {
    const before = mainThreadTimes(pid);
    const start = performance.now();
    const load = await loadOf(url, 10, seconds);
    const elapsedNs = (performance.now() - start) * 1e6;
    const after = mainThreadTimes(pid);
    return { load, times: before && after ? { before, after, elapsedNs } : null };
  });
  fs.mkdirSync('.cache', { recursive: true });
  fs.writeFileSync(path.join('.cache', 'ssr-server.cpuprofile'), JSON.stringify(profile));
  const { busy, shares } = busyShares(profile, SERVER_WORK);
  if (busy === 0 || result.load.requests === 0)
    throw new Error(
      `The profiled slice measured nothing (${busy} busy samples, ${result.load.requests} requests)`,
    );
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  const [render, ...others] = shares as [Shares['shares'][number], ...Shares['shares']];
  const rate = result.load.requests / result.load.seconds;
  row(
    'SSR /fr',
    `the server's busy time, 10 connections, one more slice of ${seconds.toFixed(1)} s under the CPU profiler (${rate.toFixed(0)} requests/s, ${busy} samples)`,
    `${percent(render.share)} in renderToString`,
    others.map((s) => `${s.name} ${percent(s.share)}`).join(', '),
  );
  if (!result.times) {
    row(
      'SSR /fr',
      "the server's main thread on a CPU / waiting for one",
      'not measured',
      'no per-thread scheduler counters on this system',
    );
    return;
  }
  const { before, after, elapsedNs } = result.times;
  const running = (after.running - before.running) / elapsedNs;
  const waiting = (after.waiting - before.waiting) / elapsedNs;
  // The samples fall where the thread runs: the render's share of its time on a CPU, per request.
  const renderMs = (render.share * (after.running - before.running)) / 1e6 / result.load.requests;
  row(
    'SSR /fr',
    "the server's main thread in that slice: on a CPU / waiting for one (the kernel's counters)",
    `${percent(running)} / ${percent(waiting)}`,
    `renderToString ≈ ${renderMs.toFixed(2)} ms of it per request, ${bareMs.toFixed(2)} ms bare`,
  );
}

async function main() {
  // The bare baseline renders in this process: under the server's V8 options, or the SSR ratio
  // would compare two configurations.
  const flags = serverNodeFlags();
  const missing = flags.filter((f) => !process.execArgv.includes(f));
  if (missing.length)
    throw new Error(
      `The bench runs with the server's Node options (npm run bench): ${missing.join(' ')} missing`,
    );
  console.log(
    `Bench on ${os.cpus().length} CPU(s), Node ${process.version} ${flags.join(' ')}, build ${dist}, port ${PORT}\n`,
  );
  await ensureBuild();
  // The inspector (on a free loopback port) gives the soak the server's heap; nothing listens to it
  // until then.
  if (SERVER_IMPORT && !fs.existsSync(SERVER_IMPORT))
    throw new Error(`BENCH_SERVER_IMPORT: no such module ${SERVER_IMPORT}`);
  const site = await startSite(PORT, { BENCH: '1' }, [
    '--inspect=127.0.0.1:0',
    ...(SERVER_IMPORT ? ['--import', pathToFileURL(path.resolve(SERVER_IMPORT)).href] : []),
  ]);
  if (SERVER_IMPORT) row('server', 'module loaded before start (BENCH_SERVER_IMPORT)', SERVER_IMPORT, '');
  const uncached = await startSite(0, { BENCH: '1', PAGE_CACHE_TTL_MS: '0' });
  const clientDir = path.resolve(dist, 'client');
  const { mod, close } = await inProcess();
  let publicSite: RunningServer | undefined;
  /** The site with QA disabled, started when a weight is first measured. */
  const publicSiteUrl = async () => {
    publicSite ??= await startSite(0, { BENCH: '1', QA_ENABLED: '0' });
    return publicSite.url;
  };
  try {
    if (runs('ssr')) {
      // SSR of /fr over loopback, with and without the page cache, beside a bare renderToString of
      // the same blocks: the three in alternating slices.
      const render = await mod.bareRenderer('/fr');
      const stream = await mod.streamRenderer('/fr');
      await loadOf(`${site.url}/fr`, 10, 2);
      await loadOf(`${uncached.url}/fr`, 10, 2);
      const cachedLoads: LoadFigures[] = [];
      const uncachedLoads: LoadFigures[] = [];
      const bareTimes: number[] = [];
      let bareMs = 0;
      let streamed = 0;
      let streamMs = 0;
      const slice = SSR_SECONDS / SSR_ROUNDS;
      const measures = [
        async () => cachedLoads.push(await loadOf(`${site.url}/fr`, 10, slice)),
        async () => uncachedLoads.push(await loadOf(`${uncached.url}/fr`, 10, slice)),
        async () => {
          const t = mod.timeRenders(render, slice * 1000);
          bareTimes.push(...t.times);
          bareMs += t.elapsedMs;
        },
        async () => {
          const start = performance.now();
          while (performance.now() - start < slice * 1000) {
            await stream();
            streamed++;
          }
          streamMs += performance.now() - start;
        },
      ];
      for (let r = 0; r < SSR_ROUNDS; r++)
        for (let i = 0; i < measures.length; i++) await measures[(i + r) % measures.length]!();
      const bareRate = bareTimes.length / (bareMs / 1000);
      bareTimes.sort((a, b) => a - b);
      // The baseline must render what the server renders: same markup (ids aside), or the figure lies.
      const served = mod.bodyMarkup(await (await fetch(`${site.url}/fr`)).text()).length;
      const rendered = mod.bodyMarkup(render()).length;
      const gap = Math.abs(served - rendered) / served;
      row(
        'SSR /fr',
        'body markup, server vs baseline',
        kB(served),
        `${kB(rendered)} (${(gap * 100).toFixed(1)} % apart)`,
      );
      if (gap > 0.03)
        throw new Error(
          `The SSR baseline does not render the server's page (${served} vs ${rendered} bytes)`,
        );
      const baseline = `${bareRate.toFixed(0)} renderToString/s, same page and providers`;
      // What React's streaming renderer costs by itself, in process, without HTTP: the server's
      // second pass, for a page where a block threw or something suspended (decision 031).
      const streamRate = streamed / (streamMs / 1000);
      row(
        'SSR /fr',
        "React's streaming renderer alone (renderToPipeableStream, same element, in memory)",
        `${streamRate.toFixed(0)}/s (${(streamRate / bareRate).toFixed(2)}×)`,
        baseline,
      );
      // The goal is set for the site as it runs by default (page cache on).
      for (const [label, loads, goal] of [
        ['page cache on (default)', cachedLoads, '; goal ≥ 0.45×'],
        ['page cache off (PAGE_CACHE_TTL_MS=0)', uncachedLoads, ''],
      ] as const) {
        const l = addLoads(loads);
        const rate = l.requests / l.seconds;
        row(
          'SSR /fr',
          `requests/s, 10 connections, ${label}${goal}`,
          `${rate.toFixed(0)} (${(rate / bareRate).toFixed(2)}×)${failed(l) ? `, ${failed(l)} errors` : ''}`,
          baseline,
        );
        row(
          'SSR /fr',
          `latency p50 / p99, ${label}`,
          `${ms(quantile(l.latencies, 0.5))} / ${ms(quantile(l.latencies, 0.99))}`,
          `${ms(quantile(bareTimes, 0.5))} / ${ms(quantile(bareTimes, 0.99))}`,
        );
      }

      await serverTimeUnderLoad(site, `${site.url}/fr`, slice, 1000 / bareRate);

      const links = mod.linkRenderMicros();
      row(
        'SSR',
        `a site link (AppLink) in renderToString, ${links.links} links, median of ${links.rounds} alternating rounds`,
        `${links.appLinkUs.toFixed(2)} µs (${(links.appLinkUs / links.plainUs).toFixed(1)}×)`,
        `${links.plainUs.toFixed(2)} µs per plain <a>, same attributes`,
      );

      const v = await mod.validationMicros();
      row(
        'validation',
        `${v.blocks}-block page, median of ${v.rounds} alternating rounds`,
        `${v.ourUs.toFixed(1)} µs (ajv, the renderer's validators; goal ≤ 150)`,
        `${v.valueCheckUs.toFixed(1)} µs (Value.Check); ${v.typeCompilerUs.toFixed(1)} µs (TypeBox's compiler); ${v.walkUs.toFixed(1)} µs (reading every value, checking none)`,
      );
    }
    // Its CPU is not to weigh on what follows.
    await uncached.stop();

    if (runs('weight')) {
      const floor = await namedStackFloorGzip();
      // Public pages as production serves them: QA disabled, so browsers load no block schema and
      // validate nothing (docs/decisions/026-public-pages-trust-their-server.md).
      const publicUrl = await publicSiteUrl();
      const browser = await launchChromium();
      try {
        // The routes of the weight goal (issue 16): the home page, the contact page, a blog post, a
        // listing's page; the search page before its map opens is in the map rows.
        const [blogPost] = blogPostPaths();
        const [listing] = listingPaths();
        for (const route of ['/fr', '/fr/contact', '/en/contact', blogPost!, listing!, '/qa/sections']) {
          const context = await browser.newContext();
          const origin = route.startsWith('/qa/') ? site.url : publicUrl;
          const w = await weightInBrowser(await context.newPage(), `${origin}${route}`);
          await context.close();
          // The page's stylesheets are inlined in its HTML: its size (gzip) is part of the weight.
          const htmlGzip = gzipSync(await (await fetch(`${origin}${route}`)).arrayBuffer()).length;
          row(
            'weight',
            `${route} JS gzip (× the baseline; as sent) / CSS files / HTML (with its inlined CSS) loaded by Chromium`,
            `${kB(w.jsBytes)} (${(w.jsBytes / floor).toFixed(2)}×; ${kB(w.jsTransferred)} as sent) / ${kB(w.cssBytes)} / ${kB(htmlGzip)}`,
            `the named stack's floor ${kB(floor)} (goal ≤ 1.4×)`,
          );
          if (route === '/fr') {
            const html = await (await fetch(`${origin}${route}`)).text();
            const estimate = routeWeight(html, clientDir);
            const check = crossCheck(w, estimate, clientDir);
            if (check.missing.length) throw new Error(`Chromium did not load ${check.missing.join(', ')}`);
            row(
              'weight',
              '/fr cross-check: build estimate (HTML + manifest)',
              `${kB(estimate.jsGzip)} JS`,
              `+ loaded at run time: ${check.extra.map((f) => path.basename(f)).join(', ') || 'nothing'}`,
            );
          }
        }
      } finally {
        await browser.close();
      }
    }

    // Latency and errors under a longer load.
    if (runs('load')) {
      const before = rssOf(site.pid);
      const load = await loadOf(`${site.url}/fr`, LOAD_CONNECTIONS, LOAD_SECONDS);
      await new Promise((r) => setTimeout(r, 1000));
      const after = rssOf(site.pid);
      load.latencies.sort((a, b) => a - b);
      const p50 = quantile(load.latencies, 0.5);
      const p99 = quantile(load.latencies, 0.99);
      row(
        'load',
        `${LOAD_SECONDS} s at ${LOAD_CONNECTIONS} connections`,
        `${load.requests} requests, ${failed(load)} errors (${load.non2xx} non-2xx, ${load.timeouts} timeouts)`,
        '',
      );
      row(
        'load',
        'latency p50 / p99; goal: p99 below 10× p50',
        `${ms(p50)} / ${ms(p99)} (p99 = ${(p99 / p50).toFixed(1)}× p50)`,
        '',
      );
      row('load', 'server RSS before → after', `${MB(before)} → ${MB(after)}`, '');
    }

    if (runs('soak')) await soak(site);

    if (!runs('lighthouse')) {
      // Not asked for (BENCH_ONLY).
    } else if (LIGHTHOUSE) {
      // Public pages as production serves them (QA disabled), each LIGHTHOUSE_RUNS times.
      const publicUrl = await publicSiteUrl();
      for (const route of LIGHTHOUSE_ROUTES)
        for (const preset of ['mobile', 'desktop'] as const) {
          const s = lighthouseMedian(`${publicUrl}${route}`, preset, LIGHTHOUSE_RUNS);
          row(
            'lighthouse',
            `${route} ${preset} (perf / a11y / best / SEO), median of ${LIGHTHOUSE_RUNS}`,
            typeof s === 'string'
              ? s
              : `${s.median.performance} / ${s.median.accessibility} / ${s.median['best-practices']} / ${s.median.seo}; ${s.median.metrics}`,
            typeof s === 'string' ? '' : `performance of each run: ${s.all.join(', ')}${s.failed}`,
          );
        }
    } else row('lighthouse', 'skipped', 'BENCH_LIGHTHOUSE=0', '');

    const keystroke = path.resolve('tests/bench/editor-keystroke.ts');
    if (runs('editor') && fs.existsSync(keystroke)) {
      try {
        const m = (await import(pathToFileURL(keystroke).href)) as {
          benchEditorKeystroke?: (
            baseURL: string,
          ) => Promise<{ label: string; median: number; p95: number; samples: number }[]>;
        };
        const figures = m.benchEditorKeystroke ? await m.benchEditorKeystroke(site.url) : [];
        const base = figures.find((f) => /baseline/i.test(f.label));
        for (const f of figures.filter((x) => x !== base))
          row(
            'editor',
            `${f.label}: keystroke → canvas median / p95`,
            `${ms(f.median)} / ${ms(f.p95)}`,
            base ? `${ms(base.median)} / ${ms(base.p95)} (${base.label})` : '',
          );
      } catch (error) {
        row('editor', 'keystroke → canvas', `not run: ${(error as Error).message.slice(0, 160)}`, '');
      }
    }
    if (runs('map'))
      for (const r of await (await import('./map')).benchMap(site.url, { weightUrl: await publicSiteUrl() }))
        row(r.area, r.measure, r.ours, r.baseline);
  } catch (error) {
    console.error(`Server log (last lines):\n${site.logs().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await close();
    await uncached.stop();
    await publicSite?.stop();
    await site.stop();
  }

  const table = [
    '| area | measure | ours | baseline (same run) |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  const header = `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPU(s), Node ${process.version}`;
  fs.mkdirSync('.cache', { recursive: true });
  fs.writeFileSync('.cache/bench.md', `${header}\n\n${table}\n`);
  fs.writeFileSync('.cache/bench.json', JSON.stringify(rows, null, 2));
  console.log(`\n${header}\n\n${table}\n`);
  if (failures.length) {
    console.error(`Gate failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

/**
 * The soak: SOAK_SECONDS at LOAD_CONNECTIONS over SOAK_PATHS (visited first, so that what they
 * fill on purpose, caches and compiled code, is there before the first figure). The heap after a
 * forced collection must end within SOAK_HEAP_BOUND of where it started.
 */
async function soak(site: RunningServer) {
  const inspector = inspectorOf(site);
  await loadOf(site.url, LOAD_CONNECTIONS, 10, SOAK_PATHS);
  const heapBefore = await heapOf(inspector, true);
  const rssBefore = rssOf(site.pid);
  if (SOAK_SNAPSHOTS) await heapSnapshotTo(inspector, '.cache/soak-before.heapsnapshot');
  const load = await loadOf(site.url, LOAD_CONNECTIONS, SOAK_SECONDS, SOAK_PATHS);
  const heapAfter = await heapOf(inspector, false);
  const rssAfter = rssOf(site.pid);
  const heapCollected: HeapFigures = await heapOf(inspector, true);
  if (SOAK_SNAPSHOTS) await heapSnapshotTo(inspector, '.cache/soak-after.heapsnapshot');
  const growth = (heapCollected.used - heapBefore.used) / heapBefore.used;
  const over = growth > SOAK_HEAP_BOUND;
  const percent = `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`;
  row(
    'soak',
    `${SOAK_SECONDS} s at ${LOAD_CONNECTIONS} connections: heap before → after → after GC`,
    `${MB1(heapBefore.used)} → ${MB1(heapAfter.used)} → ${MB1(heapCollected.used)} (${percent}${over ? ', over 10 %' : ''})`,
    `within 10 % of before: ${over ? 'NO' : 'yes'}`,
  );
  row('soak', 'server RSS before → after', `${MB(rssBefore)} → ${MB(rssAfter)}`, '');
  row(
    'soak',
    `requests and errors (${SOAK_PATHS.join(', ')})`,
    `${load.requests} requests, ${failed(load)} errors (${load.non2xx} non-2xx, ${load.timeouts} timeouts)`,
    '',
  );
  if (over)
    failures.push(
      `soak: the heap after a forced collection grew ${percent} (${MB1(heapBefore.used)} → ${MB1(heapCollected.used)}), over the 10 % bound; BENCH_SOAK_SNAPSHOTS=1 writes heap snapshots to compare`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
