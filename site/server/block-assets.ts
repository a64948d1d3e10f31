import fs from 'node:fs';
import path from 'node:path';
import { blockFolder } from '../../blocks/folders';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { BlockChunk } from '../build/block-chunks';

export interface ClientAssets {
  /** Entry script of the browser application. */
  entry: string;
  /** Stylesheets of the entry. */
  entryCss: string[];
  /** Scripts and stylesheets of the given blocks. */
  forBlocks(defs: AnyBlockDefinition[]): { js: string[]; css: string[] };
  /**
   * Scripts of the full block registry (`blocks/index.ts`, schemas included), beside the entry's:
   * browsers of a site with QA enabled load it before hydrating (site/entry-client.tsx).
   */
  fullRegistry: string[];
  /**
   * Scripts and stylesheets of a module loaded lazily by its source path (a listing page's view,
   * site/listing/slot.ts): its chunk and every chunk it imports; none when the build has no such module.
   */
  forModule(source: string): { js: string[]; css: string[] };
  /**
   * One of the build's stylesheets, as the UTF-8 bytes to inline in the page's head (read and
   * encoded once, spliced into every page: site/server/encoded-parts.ts); `undefined` when it is
   * not ours to inline (development, an unknown file), and the page links it instead.
   */
  styleBytes(href: string): Buffer | undefined;
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** A manifest entry's chunk and the chunks it imports, walked once each, with their stylesheets. */
function moduleAssets(manifest: Record<string, ManifestEntry>, source: string) {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    // The page's entry is loaded by every page already, with what it imports.
    if (!entry || seen.has(key) || (entry.isEntry && key !== source)) return;
    seen.add(key);
    js.push(`/${entry.file}`);
    for (const c of entry.css ?? []) css.push(`/${c}`);
    for (const i of entry.imports ?? []) visit(i);
  };
  visit(source);
  return { js, css };
}

/** Assets of a production build, read once from Vite's manifest and our block-chunk map. */
export function buildAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const chunksFile = path.join(clientDir, '.vite/block-chunks.json');
  const chunks = fs.existsSync(chunksFile)
    ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as Record<string, BlockChunk>)
    : {};
  const entry = manifest['site/entry-client.tsx'];
  if (!entry) throw new Error('The build has no site/entry-client.tsx entry: run npm run build');
  const url = (file: string) => `/${file}`;
  const registryFile = path.join(clientDir, '.vite/registry-chunk.json');
  const registryChunk = fs.existsSync(registryFile)
    ? (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Pick<BlockChunk, 'js' | 'imports'>)
    : null;
  const fullRegistry = registryChunk ? [registryChunk.js, ...registryChunk.imports].map(url) : [];
  // The assets of a set of blocks, worked out once: pages are made of a few sets, asked at every
  // request. Bounded: forgotten all at once past MAX_ASSET_SETS sets.
  const bySet = new Map<string, { js: string[]; css: string[] }>();
  // Stylesheets read once: a build is a few hundred kilobytes of CSS at most.
  const styles = new Map<string, Buffer | undefined>();
  return {
    entry: url(entry.file),
    entryCss: (entry.css ?? []).map(url),
    fullRegistry,
    forModule: (source) => moduleAssets(manifest, source),
    forBlocks(defs) {
      const key = defs.map((def) => def.type).join(' ');
      const known = bySet.get(key);
      if (known) return { js: [...known.js], css: [...known.css] };
      const js = new Set<string>();
      const css = new Set<string>();
      for (const def of defs) {
        const chunk = chunks[blockFolder(def) ?? ''];
        if (!chunk) continue;
        js.add(url(chunk.js));
        for (const i of chunk.imports) js.add(url(i));
        for (const c of chunk.css) css.add(url(c));
      }
      const assets = { js: [...js], css: [...css] };
      if (bySet.size >= MAX_ASSET_SETS) bySet.clear();
      bySet.set(key, assets);
      return { js: [...assets.js], css: [...assets.css] };
    },
    styleBytes(href) {
      if (styles.has(href)) return styles.get(href);
      const file = /^\/assets\/[\w.-]+\.css$/.test(href) ? path.join(clientDir, href) : null;
      const text = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      // Never inline what could close its style element early; such a sheet is linked instead.
      const safe = text !== undefined && !/<\/style/i.test(text) ? Buffer.from(text) : undefined;
      styles.set(href, safe);
      return safe;
    },
  };
}

/** Sets of blocks whose assets are remembered (a site has a few page layouts, not thousands). */
const MAX_ASSET_SETS = 1000;

/** In development Vite serves sources and injects styles itself. */
export const devAssets: ClientAssets = {
  entry: '/site/entry-client.tsx',
  entryCss: [],
  forBlocks: () => ({ js: [], css: [] }),
  fullRegistry: [],
  forModule: () => ({ js: [], css: [] }),
  styleBytes: () => undefined,
};
