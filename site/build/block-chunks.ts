import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Records, for each block folder, the client chunk of its component and every script and stylesheet
 * that chunk needs. The server reads `block-chunks.json` to emit `<link rel="modulepreload">` and
 * stylesheets for exactly the blocks of the page it renders.
 */
export interface BlockChunk {
  js: string;
  imports: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isDynamicEntry: boolean;
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Whether a module is a block's component: the one its folder's `runtime.ts` loads (`load: () =>
 * import('./Component')`), not its examples nor parts the component loads itself later.
 */
export function isBlockComponentModule(
  id: string,
  blocksDir: string,
  moduleInfo: (id: string) => { dynamicallyImportedIds: readonly string[] } | null,
): boolean {
  if (!id.startsWith(blocksDir) || !id.endsWith('.tsx')) return false;
  return moduleInfo(path.join(path.dirname(id), 'runtime.ts'))?.dynamicallyImportedIds.includes(id) ?? false;
}

/** The client chunks of block components, as the last client build named them. */
const componentChunks = new Set<string>();

/**
 * Whether a chunk is a block's component. The bundler calls `build.modulePreload.resolveDependencies`
 * after this plugin's `generateBundle` (an internal plugin that runs last), with the names filled.
 */
export function isBlockComponentChunk(fileName: string): boolean {
  if (componentChunks.size === 0) throw new Error('block-chunks: no block chunk known yet');
  return componentChunks.has(fileName);
}

export function blockChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'block-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const out: Record<string, BlockChunk> = {};
      componentChunks.clear();
      const blocksDir = path.join(root, 'blocks') + path.sep;
      for (const chunk of chunks.values()) {
        const facade = chunk.facadeModuleId;
        if (!chunk.isDynamicEntry || !facade) continue;
        if (!isBlockComponentModule(facade, blocksDir, (id) => this.getModuleInfo(id))) continue;
        const folder = path.relative(root, path.dirname(facade)).split(path.sep).join('/');
        const imports = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          const c = chunks.get(name);
          if (!c) return;
          for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
          for (const dep of c.imports) {
            if (!imports.has(dep)) {
              imports.add(dep);
              visit(dep);
            }
          }
        };
        visit(chunk.fileName);
        out[folder] = { js: chunk.fileName, imports: [...imports], css: [...css] };
        componentChunks.add(chunk.fileName);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/block-chunks.json',
        source: JSON.stringify(out, null, 2),
      });
      // The chunk of the full registry (blocks/index.ts) and its imports: browsers of a site with QA
      // enabled load it before hydrating, so the server preloads it there (site/server/block-assets.ts).
      const registryModule = path.join(root, 'blocks', 'index.ts');
      const registry = [...chunks.values()].find((c) => c.moduleIds.includes(registryModule));
      if (registry) {
        const imports = new Set<string>();
        const visit = (name: string) => {
          for (const dep of chunks.get(name)?.imports ?? [])
            if (!imports.has(dep) && !chunks.get(dep)?.isEntry) {
              imports.add(dep);
              visit(dep);
            }
        };
        visit(registry.fileName);
        this.emitFile({
          type: 'asset',
          fileName: '.vite/registry-chunk.json',
          source: JSON.stringify({ js: registry.fileName, imports: [...imports] }, null, 2),
        });
      }
    },
  };
}

/** The bundler's table of the files each lazy import needs, at the top of a chunk that has one. */
const DEPS_TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
/**
 * A lazy import of a chunk of the same folder and its list in the table: `import("./a.js"),
 * __vite__mapDeps([1,2])`, or `import("./a.js").then(e=>e.t),…` when the chunk exports more.
 */
const LAZY_IMPORT =
  /(import\((["'`])\.\/([\w.-]+\.js)\2\)(?:\.then\([^()]*\))?\s*,\s*)__vite__mapDeps\(\[([\d,]*)\]\)/g;
const TABLE_USE = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code without the stylesheets of block components in its table of lazy imports' files:
 * the imports of `components` get an empty list, the table keeps only the files other imports name
 * (renumbered), and `rewritten` counts the imports changed. `undefined` when the chunk has no
 * table. Exported for its test.
 */
export function withoutBlockStylesheets(
  code: string,
  components: ReadonlySet<string>,
): { code: string; rewritten: number } | undefined {
  const table = DEPS_TABLE.exec(code);
  if (!table) return undefined;
  const files = JSON.parse(table[1]!) as string[];
  let rewritten = 0;
  let body = code
    .slice(table[0].length)
    .replace(LAZY_IMPORT, (whole, start: string, _quote, file: string) => {
      if (!components.has(file)) return whole;
      rewritten++;
      return `${start}[]`;
    });
  const kept: string[] = [];
  const renumbered = new Map<number, number>();
  body = body.replace(TABLE_USE, (_whole, list: string) => {
    const indexes = list.split(',').map((i) => {
      const index = Number(i);
      let next = renumbered.get(index);
      if (next === undefined) {
        next = kept.push(files[index]!) - 1;
        renumbered.set(index, next);
      }
      return next;
    });
    return `__vite__mapDeps([${indexes.join(',')}])`;
  });
  if (kept.length === 0) return { code: body, rewritten };
  return {
    code: `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept)})))=>i.map(i=>d[i]);\n${body}`,
    rewritten,
  };
}

/**
 * Takes the stylesheets of block components out of the browser's table of lazy imports (about
 * 1.3 kB of every page's entry, gzip): the bundler lists them (a build option filters scripts, not
 * stylesheets) so that its loader adds each before the component runs. The server sends them
 * instead: every block of a page it renders has its stylesheet in the HTML, and it names those of
 * the next page in `/_data/page`'s `Link` header and those of every block on QA pages, where the
 * browser adds them before rendering (site/page/module-hints.ts). Runs after the bundler has
 * written the tables (`order: 'post'`) and fails the build if block imports are no longer found.
 */
export function blockStylesheetsServed(): Plugin {
  return {
    name: 'block-stylesheets-served',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment && this.environment.config.consumer !== 'client') return;
        const components = new Set([...componentChunks].map((file) => path.posix.basename(file)));
        let rewritten = 0;
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const result = withoutBlockStylesheets(item.code, components);
          if (result === undefined) continue;
          rewritten += result.rewritten;
          item.code = result.code;
        }
        if (components.size > 0 && rewritten === 0)
          this.error('block-stylesheets-served: no lazy import of a block component found in any table');
      },
    },
  };
}
