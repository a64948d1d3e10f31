/**
 * The build plugins that write the asset manifest (site/build/asset-manifest.ts) of the browser
 * build, and keep block components' files out of the bundler's lazy-import lists (the server sends
 * them per page instead). The server's bundle is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin, Rollup } from 'vite';
import { ASSET_MANIFEST_FILE, assetManifestErrors } from './asset-manifest';
import { isBlockComponentModule, runtimeFacts } from './block-modules';
import { blockStylesheetsServed } from './deps-table';
import { type BlockSource, deriveAssetManifest } from './derive-manifest';

export interface AssetManifestOptions {
  /** The browser entry's source, relative to the root. */
  entry: string;
  /** Route name → the source module a kind of page loads before hydrating. */
  routes: Readonly<Record<string, string>>;
  /** The name of the block kit's chunk, when the build makes one. */
  kitName?: string;
}

/** Where Vite writes its own manifests when `build.manifest` and `build.ssrManifest` are `true`. */
const VITE_MANIFEST = '.vite/manifest.json';
const VITE_SSR_MANIFEST = '.vite/ssr-manifest.json';

const assetJson = <T>(bundle: Rollup.OutputBundle, file: string): T | undefined => {
  const item = bundle[file];
  return item?.type === 'asset' ? (JSON.parse(item.source.toString()) as T) : undefined;
};

const isClient = (ctx: { environment?: { config: { consumer: string } } }) =>
  !ctx.environment || ctx.environment.config.consumer === 'client';

/**
 * `plugins` go into the build's plugins; `resolveDependencies` into `build.modulePreload`: it gives
 * a block component's lazy import no script to fetch beside it (the bundler asks it after the
 * plugins' `generateBundle`, once the components' chunks are named).
 */
export function assetManifest(options: AssetManifestOptions): {
  plugins: Plugin[];
  resolveDependencies: (file: string, deps: string[]) => string[];
} {
  let root = process.cwd();
  let blocks: (BlockSource & { id: string })[] = [];
  const componentChunks = new Set<string>();
  const writer: Plugin = {
    name: 'asset-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error || !isClient(this)) return;
      const blocksDir = path.join(root, 'blocks') + path.sep;
      const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
      blocks = [];
      for (const id of this.getModuleIds()) {
        if (!isBlockComponentModule(id, blocksDir, (m) => this.getModuleInfo(m))) continue;
        try {
          const facts = runtimeFacts(path.join(path.dirname(id), 'runtime.ts'));
          blocks.push({ ...facts, id, folder: relative(path.dirname(id)), component: relative(id) });
        } catch (e) {
          this.error((e as Error).message);
        }
      }
    },
    generateBundle(_options, bundle) {
      if (!isClient(this)) return;
      const ids = new Set(blocks.map((b) => b.id));
      componentChunks.clear();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && item.facadeModuleId && ids.has(item.facadeModuleId))
          componentChunks.add(item.fileName);
    },
    writeBundle(output, bundle) {
      if (!isClient(this)) return;
      const vite = assetJson<Manifest>(bundle, VITE_MANIFEST);
      if (!vite) this.error(`asset-manifest: the build wrote no ${VITE_MANIFEST} (build.manifest: true)`);
      const ssr = assetJson<Record<string, string[]>>(bundle, VITE_SSR_MANIFEST);
      let manifest: ReturnType<typeof deriveAssetManifest>;
      try {
        manifest = deriveAssetManifest({ vite, ssr, blocks, ...options });
      } catch (e) {
        this.error((e as Error).message);
      }
      const errors = assetManifestErrors(manifest);
      if (errors.length > 0) this.error(`asset-manifest: ${errors.join('; ')}`);
      const outDir = output.dir ?? path.join(root, 'dist');
      const file = path.join(outDir, ASSET_MANIFEST_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
      // Read here only: nothing ships or serves it.
      fs.rmSync(path.join(outDir, VITE_SSR_MANIFEST), { force: true });
    },
  };
  const resolveDependencies = (file: string, deps: string[]) => {
    if (componentChunks.size === 0) throw new Error('asset-manifest: no block chunk known yet');
    return componentChunks.has(file) ? [] : deps;
  };
  return { plugins: [writer, blockStylesheetsServed(() => componentChunks)], resolveDependencies };
}
