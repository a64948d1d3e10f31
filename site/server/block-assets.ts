import fs from 'node:fs';
import path from 'node:path';
import type { AnyBlockDefinition } from '../../engine/registry';
import {
  type AssetManifest,
  type ModuleAssets,
  type RouteName,
  readAssetManifest,
} from '../build/asset-manifest';

/** What the server tells browsers to load, all read from the build's asset manifest. */
export interface ClientAssets {
  /** Entry script of the browser application. */
  entry: string;
  /** Stylesheets of the entry. */
  entryCss: string[];
  /** Scripts (each block's chunk, then its imports) and stylesheets of the given blocks. */
  forBlocks(defs: AnyBlockDefinition[]): { js: string[]; css: string[] };
  /**
   * Scripts of the full block registry (`blocks/index.ts`, schemas included), beside the entry's:
   * browsers of a site with QA enabled load it before hydrating (site/entry-client.tsx).
   */
  fullRegistry: string[];
  /**
   * Scripts and stylesheets of a route's own module (a listing page's view, site/listing/slot.ts):
   * its chunk and every chunk it imports; none when the build has no such module.
   */
  forRoute(route: RouteName): { js: string[]; css: string[] };
  /**
   * One of the build's stylesheets, as the UTF-8 bytes to inline in the page's head (read and
   * encoded once, spliced into every page: site/server/encoded-parts.ts); `undefined` when it is
   * not ours to inline (development, an unknown file), and the page links it instead.
   */
  styleBytes(href: string): Buffer | undefined;
}

const filesOf = (assets: ModuleAssets | undefined) =>
  assets ? { js: [assets.chunk, ...assets.imports], css: [...assets.css] } : { js: [], css: [] };

/** Assets of a production build, read once from its asset manifest (site/build/asset-manifest.ts). */
export function buildAssets(
  clientDir: string,
  manifest: AssetManifest = readAssetManifest(clientDir),
): ClientAssets {
  // The assets of a set of blocks, worked out once: pages are made of a few sets, asked at every
  // request. Bounded: forgotten all at once past MAX_ASSET_SETS sets.
  const bySet = new Map<string, { js: string[]; css: string[] }>();
  // Stylesheets read once: a build is a few hundred kilobytes of CSS at most.
  const styles = new Map<string, Buffer | undefined>();
  return {
    entry: manifest.entry.chunk,
    entryCss: [...manifest.entry.css],
    fullRegistry: filesOf(manifest.routes.qa).js,
    forRoute: (route) => filesOf(manifest.routes[route]),
    forBlocks(defs) {
      const key = defs.map((def) => def.type).join(' ');
      const known = bySet.get(key);
      if (known) return { js: [...known.js], css: [...known.css] };
      const js = new Set<string>();
      const css = new Set<string>();
      for (const def of defs) {
        const files = filesOf(manifest.blocks[def.type]);
        for (const file of files.js) js.add(file);
        for (const file of files.css) css.add(file);
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
  forRoute: () => ({ js: [], css: [] }),
  styleBytes: () => undefined,
};
