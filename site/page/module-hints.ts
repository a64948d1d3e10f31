/**
 * What a block's module imports, fetched beside it. The build does not list, in the browser's
 * entry, the scripts each block component imports (vite.config.ts, `modulePreload`): the table
 * cost every page 1.8 kB. The server knows them (its build's block-chunks.json) and sends those
 * of the page's blocks: for the blocks below the first screen with the HTML
 * (`window.__MODULE_HINTS__`, by block type, used when one nears the viewport), for the next page
 * with its data (`/_data/page`'s `Link` header, all at once). Without them a block's imports would
 * be fetched only once its own module had arrived: one round trip more.
 */

/** Block type → the scripts its module needs, besides those the page has already asked for. */
export type ModuleHints = Record<string, readonly string[]>;

declare global {
  interface Window {
    __MODULE_HINTS__?: ModuleHints;
  }
}

const byType = new Map<string, readonly string[]>();
const asked = new Set<string>();

/** Remembers the scripts of the page's block types, for when their modules load. */
export function addModuleHints(hints: ModuleHints | undefined): void {
  if (!hints || typeof hints !== 'object') return;
  for (const [type, files] of Object.entries(hints))
    if (Array.isArray(files)) byType.set(type, files.filter(isOwnScript));
}

/** Only scripts of this site's build: a hint never makes the browser fetch from elsewhere. */
const isOwnScript = (file: unknown): file is string =>
  typeof file === 'string' && /^\/(?!\/)[\w./-]+\.js$/.test(file);

/** Has the browser fetch these scripts as modules now (once each; already linked ones are skipped). */
export function preloadModules(files: Iterable<string>): void {
  if (typeof document === 'undefined') return;
  for (const file of files) {
    if (!isOwnScript(file) || asked.has(file)) continue;
    asked.add(file);
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(file)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  }
}

/** The scripts a block type's module needs, fetched now: called right before the module loads. */
export function hintBlockModule(type: string): void {
  const files = byType.get(type);
  if (files) preloadModules(files);
}

/** The scripts a `Link` header lists as module preloads (`</assets/a.js>; rel=modulepreload, …`). */
export function modulePreloadsOf(link: string | null): string[] {
  if (!link) return [];
  return [...link.matchAll(/<([^>]+)>\s*;\s*rel="?modulepreload"?/g)].map((m) => m[1]!).filter(isOwnScript);
}

/** The `Link` header value that lists `files` as module preloads. */
export const modulePreloadLink = (files: readonly string[]): string =>
  files.map((file) => `<${file}>; rel=modulepreload`).join(', ');
