/**
 * The build's one asset manifest: for every block type and every route module of the browser build,
 * the chunk to load, the scripts it imports (to preload beside it), its stylesheets, its catalogs and
 * whether it uses the block kit. The build derives it from the bundler's own manifests
 * (site/build/manifest-plugin.ts); the server reads it once at start (site/server/block-assets.ts)
 * and tells the browser what a page's blocks need (preloads, inlined stylesheets, module hints,
 * `Link` headers). Nothing else names the build's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { checkerFor } from '../../engine/schemas/checker';

/** Where the build writes it, inside the browser build's folder. */
export const ASSET_MANIFEST_FILE = '.vite/assets-manifest.json';

/**
 * The route modules the manifest names, by route: the module a kind of page loads before hydrating,
 * whose files the server preloads with it (a listing page's view, the full block registry of a site
 * with QA enabled).
 */
export const ROUTE_MODULES = {
  listing: 'site/listing/ListingPage.tsx',
  qa: 'blocks/index.ts',
} as const;
export type RouteName = keyof typeof ROUTE_MODULES;

/** A file of the site's own build, as the browser asks for it: root-relative, never `//host`. */
const BuildUrl = Type.String({ pattern: '^/(?!/)[\\w./-]+$' });

/** A module loaded on its own: its chunk, every chunk it imports (the entry aside), their stylesheets. */
export const ModuleAssetsSchema = Type.Object(
  {
    chunk: BuildUrl,
    /** Every chunk the module imports statically, directly or not, but the entry: to preload with it. */
    imports: Type.Array(BuildUrl),
    /** The stylesheets of the chunk and of those imports. */
    css: Type.Array(BuildUrl),
  },
  { additionalProperties: false },
);
export type ModuleAssets = Static<typeof ModuleAssetsSchema>;

export const BlockAssetsSchema = Type.Object(
  {
    ...ModuleAssetsSchema.properties,
    /** The block's folder (`blocks/<family>/<name>`). */
    folder: Type.String({ pattern: '^blocks/[\\w-]+/[\\w-]+$' }),
    /** The catalog areas its `runtime.ts` declares: loaded with it, besides every page's strings. */
    catalogs: Type.Array(Type.String({ minLength: 1 })),
    /** Whether its chunk imports the block kit's chunk. */
    kit: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BlockAssets = Static<typeof BlockAssetsSchema>;

export const AssetManifestSchema = Type.Object(
  {
    /** The browser's entry, which every page loads, with its stylesheets. */
    entry: Type.Object({ chunk: BuildUrl, css: Type.Array(BuildUrl) }, { additionalProperties: false }),
    /** The block kit's chunk (docs/decisions/042), `null` in a build without one. */
    kit: Type.Union([BuildUrl, Type.Null()]),
    /** By block type. */
    blocks: Type.Record(Type.String({ minLength: 1 }), BlockAssetsSchema),
    /** By route name: modules a kind of page loads before hydrating (a listing's view, QA's registry). */
    routes: Type.Record(Type.String({ minLength: 1 }), ModuleAssetsSchema),
  },
  { additionalProperties: false },
);
export type AssetManifest = Static<typeof AssetManifestSchema>;

/** The manifest's fields that are wrong, as `path: message` lines; empty when it is right. */
export function assetManifestErrors(value: unknown): string[] {
  const checker = checkerFor(AssetManifestSchema);
  if (checker.check(value)) return [];
  return [...checker.errors(value)].map((e) => `${e.path || '/'}: ${e.message}`);
}

/** Reads and checks the manifest of the browser build in `clientDir`; throws with what is wrong. */
export function readAssetManifest(clientDir: string): AssetManifest {
  const file = path.join(clientDir, ASSET_MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`The build has no ${ASSET_MANIFEST_FILE}: run npm run build`);
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const errors = assetManifestErrors(value);
  if (errors.length > 0) throw new Error(`${file} is not an asset manifest:\n${errors.join('\n')}`);
  return value as AssetManifest;
}
