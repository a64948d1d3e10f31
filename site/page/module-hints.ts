/**
 * What a block's module needs, fetched beside it. The build does not list, in the browser's entry,
 * the scripts each block component imports nor its stylesheets (vite.config.ts, `modulePreload`,
 * and site/build/deps-table.ts): the table cost every page 3 kB. The server knows them (the
 * build's asset manifest, site/build/asset-manifest.ts) and sends those of the page's blocks: for
 * the blocks below the first screen with the HTML (`window.__MODULE_HINTS__`, by block type, used
 * when one nears the viewport; their stylesheets are in the HTML already), for every block on QA
 * pages (stylesheets included), and for the next page with its data (`/_data/page`'s `Link` header, all at once). Without them
 * a block's imports would be fetched only once its own module had arrived (one round trip more),
 * and a block new to the document would render without its styles.
 */

/**
 * Block type → the scripts its module needs besides those the page has already asked for, and the
 * stylesheets it needs where the page does not have them.
 */
export type ModuleHints = Record<string, readonly string[]>;

declare global {
  interface Window {
    __MODULE_HINTS__?: ModuleHints;
  }
}

const byType = new Map<string, readonly string[]>();
const asked = new Set<string>();

/** Remembers the files of the page's block types, for when their modules load. */
export function addModuleHints(hints: ModuleHints | undefined): void {
  if (!hints || typeof hints !== 'object') return;
  for (const [type, files] of Object.entries(hints))
    if (Array.isArray(files))
      byType.set(
        type,
        files.filter((f) => isOwnScript(f) || isOwnStylesheet(f)),
      );
}

/** Only files of this site's build: a hint never makes the browser fetch from elsewhere. */
function ownFiles(extension: 'js' | 'css'): (file: unknown) => file is string {
  const path = new RegExp(`^/(?!/)[\\w./-]+\\.${extension}$`);
  return (file: unknown): file is string => typeof file === 'string' && path.test(file);
}
const isOwnScript = ownFiles('js');
const isOwnStylesheet = ownFiles('css');

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

/** Stylesheet → its loading, once per document. */
const sheets = new Map<string, Promise<void>>();

/** Whether the document has this stylesheet: linked, or inlined by the server (`data-href`). */
const hasStylesheet = (file: string) =>
  document.querySelector(
    `link[rel="stylesheet"][href="${CSS.escape(file)}"], style[data-href="${CSS.escape(file)}"]`,
  ) !== null;

/**
 * Adds these stylesheets to the document where it has not got them, and resolves once each has
 * loaded or failed (a block without its styles is better than a page that never comes; a network
 * that fails for them fails for the scripts too, which the page reports).
 */
export function loadStylesheets(files: Iterable<string>): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const loading: Promise<void>[] = [];
  for (const file of files) {
    if (!isOwnStylesheet(file)) continue;
    let sheet = sheets.get(file);
    if (!sheet) {
      sheet = hasStylesheet(file)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = file;
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
            document.head.appendChild(link);
          });
      sheets.set(file, sheet);
    }
    loading.push(sheet);
  }
  return Promise.all(loading).then(() => undefined);
}

/**
 * What a block type's module needs, asked for now: called right before the module loads. Resolves
 * once the type's stylesheets the document lacked are in (at once when it lacks none).
 */
export function hintBlockModule(type: string): Promise<void> {
  const files = byType.get(type) ?? [];
  preloadModules(files.filter(isOwnScript));
  return loadStylesheets(files.filter(isOwnStylesheet));
}

const linked = (link: string | null, rel: string) =>
  link
    ? [...link.matchAll(/<([^>]+)>\s*;\s*rel="?([\w-]+)"?/g)].filter((m) => m[2] === rel).map((m) => m[1]!)
    : [];

/** The scripts a `Link` header lists as module preloads (`</assets/a.js>; rel=modulepreload, …`). */
export const modulePreloadsOf = (link: string | null): string[] =>
  linked(link, 'modulepreload').filter(isOwnScript);

/** The stylesheets a `Link` header lists (`</assets/a.css>; rel=stylesheet, …`). */
export const stylesheetsOf = (link: string | null): string[] =>
  linked(link, 'stylesheet').filter(isOwnStylesheet);

/** The `Link` header value that lists `scripts` as module preloads and `stylesheets` as such. */
export const assetsLink = (scripts: readonly string[], stylesheets: readonly string[] = []): string =>
  [
    ...scripts.map((file) => `<${file}>; rel=modulepreload`),
    ...stylesheets.map((file) => `<${file}>; rel=stylesheet`),
  ].join(', ');
