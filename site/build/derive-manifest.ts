/**
 * The asset manifest (site/build/asset-manifest.ts) worked out from the bundler's own manifests:
 * `build.manifest` (each chunk's file, stylesheets and static imports, keyed by source for entries
 * and lazily imported modules) and, for a route module that shares its chunk with others and so has
 * no key of its own, `build.ssrManifest` (the files of the chunk holding each source module).
 */
import type { Manifest, ManifestChunk } from 'vite';
import type { AssetManifest, BlockAssets, ModuleAssets } from './asset-manifest';

/** A block as its folder declares it: its type, catalogs and component module (root-relative). */
export interface BlockSource {
  type: string;
  folder: string;
  component: string;
  catalogs: readonly string[];
}

export interface ManifestSources {
  /** Vite's `build.manifest`. */
  vite: Manifest;
  /** Vite's `build.ssrManifest` of the same build: source module → files of its chunk. */
  ssr?: Record<string, readonly string[]>;
  /** The browser entry's source (`site/entry-client.tsx`). */
  entry: string;
  blocks: readonly BlockSource[];
  /** Route name → the source module a kind of page loads before hydrating. */
  routes: Readonly<Record<string, string>>;
  /** The name of the block kit's chunk (`build.rolldownOptions.output.codeSplitting.groups`). */
  kitName?: string;
}

const url = (file: string) => `/${file}`;

/** A chunk's file, the files of every chunk it imports but the entry, and all their stylesheets. */
function moduleAssets(vite: Manifest, key: string): ModuleAssets {
  const start = vite[key]!;
  const imports: string[] = [];
  const css = new Set<string>();
  const addCss = (chunk: ManifestChunk) => {
    for (const file of chunk.css ?? []) css.add(url(file));
  };
  addCss(start);
  const seen = new Set([key]);
  const visit = (from: ManifestChunk) => {
    for (const dep of from.imports ?? []) {
      const chunk = vite[dep];
      if (!chunk) throw new Error(`asset manifest: ${dep} is imported but not in the bundler's manifest`);
      // The entry is every page's first script: a module's own list never repeats it.
      if (seen.has(dep) || chunk.isEntry) continue;
      seen.add(dep);
      imports.push(url(chunk.file));
      addCss(chunk);
      visit(chunk);
    }
  };
  visit(start);
  return { chunk: url(start.file), imports, css: [...css] };
}

/** The key of the bundler's manifest for a source module: its own, or its chunk's (ssrManifest). */
function keyOf(sources: ManifestSources, source: string): string {
  if (sources.vite[source]) return source;
  const script = sources.ssr?.[source]?.find((file) => file.endsWith('.js'));
  const key = script && Object.keys(sources.vite).find((k) => url(sources.vite[k]!.file) === script);
  if (!key) throw new Error(`asset manifest: no chunk of the browser build holds ${source}`);
  return key;
}

/** Derives the asset manifest; throws naming what the bundler's manifests lack. */
export function deriveAssetManifest(sources: ManifestSources): AssetManifest {
  const { vite } = sources;
  const entry = vite[sources.entry];
  if (!entry?.isEntry) throw new Error(`asset manifest: ${sources.entry} is not an entry of the build`);
  const kitChunk = sources.kitName
    ? Object.values(vite).find((c) => c.name === sources.kitName && c.file.endsWith('.js'))
    : undefined;
  const kit = kitChunk ? url(kitChunk.file) : null;
  const blocks: Record<string, BlockAssets> = {};
  for (const block of sources.blocks) {
    if (blocks[block.type]) throw new Error(`asset manifest: two blocks of type ${block.type}`);
    if (!vite[block.component]) throw new Error(`asset manifest: ${block.component} has no chunk`);
    const assets = moduleAssets(vite, block.component);
    blocks[block.type] = {
      ...assets,
      folder: block.folder,
      catalogs: [...block.catalogs],
      kit: kit !== null && assets.imports.includes(kit),
    };
  }
  const routes: Record<string, ModuleAssets> = {};
  for (const [name, source] of Object.entries(sources.routes))
    routes[name] = moduleAssets(vite, keyOf(sources, source));
  return { entry: { chunk: url(entry.file), css: (entry.css ?? []).map(url) }, kit, blocks, routes };
}
