/**
 * `npm run bench`: one table, every figure beside a baseline measured in the same run. Figures are
 * printed (and written to .cache/bench.md and .cache/bench.json), never asserted.
 *
 *   SSR      requests/s and p50/p99 of `/fr` over loopback (production build) | renderToString of the same
 *            page through the same routes and providers, page data in hand (markups compared)
 *   validate µs for a 60-block page, the renderer's validators                | TypeBox Value.Check and
 *            (alternating warmed rounds, median)                                 TypeBox's compiler
 *   weight   JS and CSS Chromium loads on a first visit (as sent, compressed)  | React + React DOM alone
 *            of /fr, /fr/contact, /qa/sections; cross-checked with the build
 *   load     server memory before/after 30 s at 50 connections, error count
 *   lighthouse mobile and desktop for /fr and /en/contact (Debian Chromium, npx lighthouse@12)
 *   editor   keystroke to canvas (tests/bench/editor-keystroke.ts, when present)
 *
 * Environment: DIST_DIR (default dist; built when missing or stale), BENCH_PORT (a free port),
 * BENCH_SSR_SECONDS (10), BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (50), BENCH_LIGHTHOUSE=0 to skip.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { startSite } from '../fault/servers';
import { crossCheck, reactBaselineGzip, routeWeight, weightInBrowser } from './weight';

const dist = process.env.DIST_DIR || 'dist';
process.env.DIST_DIR = dist;
const PORT = Number(process.env.BENCH_PORT ?? 0);
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Row = [area: string, measure: string, ours: string, baseline: string];
const rows: Row[] = [];
const row = (...r: Row) => {
  rows.push(r);
  console.log(`  ${r[0]} | ${r[1]} | ${r[2]} | ${r[3]}`);
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${v.toFixed(2)} ms`;

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
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const outDir = path.resolve('.cache/bench-ssr');
  await build({
    logLevel: 'error',
    mode: 'production',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { input: { 'in-process': 'tests/bench/in-process.tsx' } },
    },
  });
  const mod = (await import(
    pathToFileURL(path.join(outDir, 'in-process.js')).href
  )) as typeof import('./in-process');
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
}

function lighthouse(url: string, preset: 'mobile' | 'desktop'): LighthouseScores | string {
  const out = path.resolve('.cache', `lighthouse-${preset}-${url.replace(/\W+/g, '_')}.json`);
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (result.status !== 0 || !fs.existsSync(out)) {
    const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n').pop();
    return `not run: ${why?.slice(0, 160)}`;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError) return `not run: ${report.runtimeError.message}`;
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

async function main() {
  console.log(`Bench on ${os.cpus().length} CPU(s), Node ${process.version}, build ${dist}, port ${PORT}\n`);
  await ensureBuild();
  const site = await startSite(PORT, { BENCH: '1' });
  const clientDir = path.resolve(dist, 'client');
  const { mod, close } = await inProcess();
  try {
    // SSR of /fr over loopback, beside a bare renderToString of the same blocks.
    await autocannon({ url: `${site.url}/fr`, connections: 10, duration: 2 });
    const http = await autocannon({ url: `${site.url}/fr`, connections: 10, duration: SSR_SECONDS });
    const bare = await mod.bareRenderRate(SSR_SECONDS * 1000);
    // The baseline must render what the server renders: same markup (ids aside), or the figure lies.
    const served = mod.bodyMarkup(await (await fetch(`${site.url}/fr`)).text()).length;
    const rendered = mod.bodyMarkup(bare.html).length;
    const gap = Math.abs(served - rendered) / served;
    row(
      'SSR /fr',
      'body markup, server vs baseline',
      kB(served),
      `${kB(rendered)} (${(gap * 100).toFixed(1)} % apart)`,
    );
    if (gap > 0.03)
      throw new Error(`The SSR baseline does not render the server's page (${served} vs ${rendered} bytes)`);
    row(
      'SSR /fr',
      'requests/s (10 connections)',
      http.requests.average.toFixed(0),
      `${bare.perSecond.toFixed(0)} renderToString/s, same page and providers`,
    );
    row(
      'SSR /fr',
      'latency p50 / p99',
      `${http.latency.p50} ms / ${http.latency.p99} ms`,
      `${ms(bare.p50Ms)} / ${ms(bare.p99Ms)}`,
    );

    const v = await mod.validationMicros();
    row(
      'validation',
      `${v.blocks}-block page, median of ${v.rounds} alternating rounds`,
      `${v.ourUs.toFixed(1)} µs (renderer's validators)`,
      `${v.valueCheckUs.toFixed(1)} µs (Value.Check); ${v.typeCompilerUs.toFixed(1)} µs (TypeBox compiler, the former server validator)`,
    );

    const react = await reactBaselineGzip();
    const browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      for (const route of ['/fr', '/fr/contact', '/qa/sections']) {
        const context = await browser.newContext();
        const w = await weightInBrowser(await context.newPage(), `${site.url}${route}`);
        await context.close();
        row(
          'weight',
          `${route} JS / CSS loaded by Chromium`,
          `${kB(w.jsBytes)} (${(w.jsBytes / react).toFixed(2)}×) / ${kB(w.cssBytes)}`,
          `React + React DOM ${kB(react)}`,
        );
        if (route === '/fr') {
          const html = await (await fetch(`${site.url}${route}`)).text();
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

    // Memory and errors around a long load.
    const before = rssOf(site.pid);
    const load = await autocannon({
      url: `${site.url}/fr`,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
    });
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssOf(site.pid);
    const errors = load.errors + load.timeouts + load.non2xx;
    row(
      'load',
      `${LOAD_SECONDS} s at ${LOAD_CONNECTIONS} connections`,
      `${load.requests.total} requests, ${errors} errors (${load.non2xx} non-2xx, ${load.timeouts} timeouts)`,
      `p99 ${load.latency.p99} ms`,
    );
    row('load', 'server RSS before → after', `${MB(before)} → ${MB(after)}`, '');

    if (LIGHTHOUSE) {
      for (const route of ['/fr', '/en/contact'])
        for (const preset of ['mobile', 'desktop'] as const) {
          const s = lighthouse(`${site.url}${route}`, preset);
          row(
            'lighthouse',
            `${route} ${preset} (perf / a11y / best / SEO)`,
            typeof s === 'string'
              ? s
              : `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
            '',
          );
        }
    } else row('lighthouse', 'skipped', 'BENCH_LIGHTHOUSE=0', '');

    const keystroke = path.resolve('tests/bench/editor-keystroke.ts');
    if (fs.existsSync(keystroke)) {
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
    for (const r of await (await import('./map')).benchMap(site.url))
      row(r.area, r.measure, r.ours, r.baseline);
  } catch (error) {
    console.error(`Server log (last lines):\n${site.logs().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await close();
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
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
