/**
 * Page weight. The truth is what Chromium loads (`weightInBrowser`): every script and stylesheet
 * a first visit fetches, dynamic imports and locale catalogs included, counted gzipped (level 6,
 * as the named stack's floor is), whatever encoding the server chose, and also in the bytes the server
 * sent (brotli copies made by the build, scripts/precompress.mjs). `routeWeight` is the static estimate from a production build (the HTML's entry,
 * module preloads and stylesheets, closed over Vite's manifest), used to cross-check the browser's
 * figure file by file. Used by the weight budget test and by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestEntry {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

export interface RouteAssets {
  js: string[];
  css: string[];
  /** Stylesheets the HTML carries inline (`<style data-href>`): delivered, never fetched. */
  inlined?: string[];
}

export interface RouteWeight extends RouteAssets {
  jsGzip: number;
  cssGzip: number;
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 6 }).length;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Same-site URLs of `<script src>`, `<link rel="modulepreload">` and `<link rel="stylesheet">`. */
export function assetsOfHtml(html: string): RouteAssets {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  const inlined = [...html.matchAll(/<style\b[^>]*\sdata-href="(\/[^"]+)"/g)].map((m) => m[1]!);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src?.startsWith('/')) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href?.startsWith('/') || href.startsWith('//')) continue;
    if (rel === 'modulepreload') js.add(href);
    // A disabled link stands beside its inlined sheet (decision 029): the browser never fetches it.
    else if (rel === 'stylesheet' && !/\sdisabled/.test(tag)) css.add(href);
  }
  return { js: [...js], css: [...css], inlined };
}

/** The HTML's assets plus the static imports (and their stylesheets) of every script, transitively. */
export function closeOverImports(
  assets: RouteAssets,
  manifest: Manifest,
): RouteAssets & { entries: string[] } {
  const byFile = new Map<string, [string, ManifestEntry]>();
  for (const [key, entry] of Object.entries(manifest)) byFile.set(entry.file, [key, entry]);
  const js = new Set<string>();
  const css = new Set(assets.css.map((u) => u.replace(/^\//, '')));
  const entries = new Set<string>();
  const visit = (key: string, entry: ManifestEntry) => {
    if (js.has(entry.file)) return;
    js.add(entry.file);
    entries.add(key);
    for (const c of entry.css ?? []) css.add(c);
    for (const dep of entry.imports ?? []) {
      const next = manifest[dep];
      if (next) visit(dep, next);
    }
  };
  for (const url of assets.js) {
    const file = url.replace(/^\//, '');
    const found = byFile.get(file);
    if (found) visit(found[0], found[1]);
    else js.add(file);
  }
  return { js: [...js], css: [...css], inlined: assets.inlined ?? [], entries: [...entries] };
}

/** Gzip weight of a route's first visit, from its server-rendered HTML and the build. */
export function routeWeight(html: string, clientDir: string, manifest = readManifest(clientDir)) {
  const closed = closeOverImports(assetsOfHtml(html), manifest);
  const size = (files: string[]) =>
    files.reduce((sum, f) => {
      const file = path.join(clientDir, f);
      // A file the page names but the build lacks is a broken build or a broken measure: never 0 bytes.
      if (!fs.existsSync(file))
        throw new Error(`Asset ${f} is named by the page but missing from ${clientDir}`);
      return sum + gzipSize(fs.readFileSync(file));
    }, 0);
  return { ...closed, jsGzip: size(closed.js), cssGzip: size(closed.css) };
}

/**
 * The smallest app of the named stack that hydrates: React, React DOM and React Router's data
 * router, one route with a loader, a link, the navigation state and the window's scroll
 * restoration, hydrated from the server's data. Bundled and minified for production by the site's
 * bundler (the same package resolution), then gzipped at level 6: the floor the weight budget and
 * the bench compare pages with.
 */
export const NAMED_STACK_FLOOR_ENTRY = `import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, ScrollRestoration, useNavigation } from 'react-router-dom';
function Page() {
  const navigation = useNavigation();
  return h('main', { 'aria-busy': navigation.state !== 'idle' }, h(Link, { to: '/' }, 'Accueil'), h(ScrollRestoration));
}
const router = createBrowserRouter([{ path: '/', loader: async () => ({ title: 'Accueil' }), Component: Page }], {
  hydrationData: window.__hydrationData,
});
hydrateRoot(document.getElementById('app'), h(RouterProvider, { router }));
`;

export async function namedStackFloorGzip(): Promise<number> {
  const { build } = await import('vite');
  const dir = path.resolve('.cache/named-stack-floor');
  fs.mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(entry, NAMED_STACK_FLOOR_ENTRY);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    build: { write: false, target: 'es2022', rollupOptions: { input: entry }, modulePreload: false },
  })) as { output: { type: string; code?: string }[] } | { output: { type: string; code?: string }[] }[];
  const outputs = Array.isArray(output) ? output : [output];
  let total = 0;
  for (const o of outputs)
    for (const item of o.output) if (item.type === 'chunk' && item.code) total += gzipSize(item.code);
  return total;
}

/** One script or stylesheet as Chromium loaded it. */
export interface LoadedAsset {
  /** Path on the site, e.g. `/assets/entry-client-abc.js`. */
  path: string;
  kind: 'js' | 'css';
  /** Bytes of the body as sent (compressed when the server compressed it). */
  transferred: number;
  /**
   * Bytes of the body gzipped at level 6, as the named stack's floor is: the figure budgets compare, the
   * same whichever encoding the server sent (brotli at its best quality is about 13 % smaller).
   */
  gzip: number;
}

export interface BrowserWeight {
  assets: LoadedAsset[];
  /** Scripts, gzip (level 6): compared with the named stack's floor. */
  jsBytes: number;
  cssBytes: number;
  /** Scripts as the server sent them. */
  jsTransferred: number;
}

interface PageLike {
  on(event: 'requestfinished', listener: (request: RequestLike) => void): void;
  on(event: 'requestfailed', listener: (request: RequestLike) => void): void;
  off(event: 'requestfinished' | 'requestfailed', listener: (request: RequestLike) => void): void;
  goto(url: string, options?: { waitUntil?: 'networkidle' | 'load' }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
}
interface RequestLike {
  url(): string;
  failure(): { errorText: string } | null;
  sizes(): Promise<{ responseBodySize: number }>;
  response(): Promise<{ status(): number; body(): Promise<Buffer> } | null>;
}

/**
 * What a first visit of `url` makes Chromium load: every same-site script and stylesheet, in the
 * bytes the server sent, once the page is idle (hydration, catalogs and lazy chunks of the first
 * view included). A failed or missing asset fails the measure instead of counting nothing.
 */
export async function weightInBrowser(page: PageLike, url: string): Promise<BrowserWeight> {
  const origin = new URL(url).origin;
  const pending: Promise<LoadedAsset | null>[] = [];
  const failures: string[] = [];
  const onFinished = (request: RequestLike) => {
    const u = new URL(request.url());
    const kind = /\.m?js$/.test(u.pathname) ? 'js' : /\.css$/.test(u.pathname) ? 'css' : null;
    if (u.origin !== origin || !kind) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 400) {
          failures.push(`${u.pathname}: status ${response?.status() ?? 'none'}`);
          return null;
        }
        const { responseBodySize } = await request.sizes();
        const gzip = gzipSize(await response.body());
        return { path: u.pathname, kind, transferred: responseBodySize, gzip };
      })(),
    );
  };
  const onFailed = (request: RequestLike) => {
    const u = new URL(request.url());
    if (u.origin === origin && /\.(m?js|css)$/.test(u.pathname))
      failures.push(`${u.pathname}: ${request.failure()?.errorText}`);
  };
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // A script that finishes while the others are read is counted too; then no more are taken, so
  // none is left reading its response when the caller closes the page (a failure seen under load).
  let settled = -1;
  while (settled !== pending.length) {
    settled = pending.length;
    await Promise.all(pending);
  }
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onFailed);
  const assets = (await Promise.all(pending)).filter((a): a is LoadedAsset => a !== null);
  if (failures.length) throw new Error(`Assets failed to load on ${url}:\n${failures.join('\n')}`);
  if (!assets.some((a) => a.kind === 'js'))
    throw new Error(`No script loaded on ${url}: nothing was measured`);
  const unique = [...new Map(assets.map((a) => [a.path, a])).values()];
  const sum = (kind: 'js' | 'css', bytes: 'gzip' | 'transferred') =>
    unique.filter((a) => a.kind === kind).reduce((n, a) => n + a[bytes], 0);
  return {
    assets: unique,
    jsBytes: sum('js', 'gzip'),
    cssBytes: sum('css', 'gzip'),
    jsTransferred: sum('js', 'transferred'),
  };
}

/**
 * The browser's figure checked against the build: each loaded file exists in the build, and the
 * static estimate's files are all among what the browser loaded. Returns the files the browser
 * loaded beyond the static estimate (dynamic imports: catalogs, lazy chunks).
 */
export function crossCheck(browser: BrowserWeight, estimate: RouteAssets, clientDir: string) {
  const loaded = new Set(browser.assets.map((a) => a.path.replace(/^\//, '')));
  for (const file of loaded)
    if (!fs.existsSync(path.join(clientDir, file)))
      throw new Error(`Loaded ${file}, which is not in ${clientDir}`);
  const inlined = new Set((estimate.inlined ?? []).map((f) => f.replace(/^\//, '')));
  for (const file of inlined)
    if (!fs.existsSync(path.join(clientDir, file)))
      throw new Error(`The page inlines ${file}, which is not in ${clientDir}`);
  const missing = [...estimate.js, ...estimate.css].filter(
    (f) => !loaded.has(f.replace(/^\//, '')) && !inlined.has(f.replace(/^\//, '')),
  );
  const staticFiles = new Set([...estimate.js, ...estimate.css].map((f) => f.replace(/^\//, '')));
  const extra = [...loaded].filter((f) => !staticFiles.has(f));
  return { missing, extra };
}
