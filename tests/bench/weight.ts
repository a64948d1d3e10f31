/**
 * What a route makes the browser download on first visit, from a production build: the HTML's
 * entry script, module preloads and stylesheets, then every static import and stylesheet of those
 * chunks through Vite's manifest. Sizes are gzip (level 6, as the server's compression sends them).
 * Used by the weight budget test and by `npm run bench`.
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
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src?.startsWith('/')) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href?.startsWith('/') || href.startsWith('//')) continue;
    if (rel === 'modulepreload') js.add(href);
    else if (rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
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
  return { js: [...js], css: [...css], entries: [...entries] };
}

/** Gzip weight of a route's first visit, from its server-rendered HTML and the build. */
export function routeWeight(html: string, clientDir: string, manifest = readManifest(clientDir)) {
  const closed = closeOverImports(assetsOfHtml(html), manifest);
  const size = (files: string[]) =>
    files.reduce((sum, f) => {
      const file = path.join(clientDir, f);
      return sum + (fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0);
    }, 0);
  return { ...closed, jsGzip: size(closed.js), cssGzip: size(closed.css) };
}

/**
 * React and React DOM alone, as a browser loads them: `react` and `react-dom/client` bundled and
 * minified for production by the same bundler as the site, then gzipped.
 */
export async function reactBaselineGzip(): Promise<number> {
  const { build } = await import('vite');
  const dir = path.resolve('.cache/react-baseline');
  fs.mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(
    entry,
    "import { createElement } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nhydrateRoot(document, createElement('html'));\n",
  );
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
