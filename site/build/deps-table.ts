/**
 * The one place the build edits the bundler's output. The bundler's loader fetches, beside each lazy
 * import, the files its table (`__vite__mapDeps`) lists for it; a build option
 * (`build.modulePreload.resolveDependencies`) can drop scripts from those lists but keeps every
 * stylesheet, and no manifest field reaches that table. Block components' lists are emptied here
 * (about 1.3 kB of every page's entry, gzip): the server sends what a page's blocks need, from the
 * asset manifest. Any chunk that names the table in another shape than the one this file reads fails
 * the build, so a bundler release that changes it is seen at once.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

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
 * table; throws when it names the table in a shape not known here. Exported for its test.
 */
export function withoutBlockStylesheets(
  code: string,
  components: ReadonlySet<string>,
): { code: string; rewritten: number } | undefined {
  const table = DEPS_TABLE.exec(code);
  if (!table) {
    if (code.includes('__vite__mapDeps'))
      throw new Error('deps-table: a chunk names __vite__mapDeps, but not in the shape this build reads');
    return undefined;
  }
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
 * Takes the stylesheets of block components out of the browser's table of lazy imports, for the
 * chunks `components()` names (file names, once the bundle is written). Runs after the bundler has
 * written the tables (`order: 'post'`) and fails the build if block imports are no longer found.
 */
export function blockStylesheetsServed(components: () => ReadonlySet<string>): Plugin {
  return {
    name: 'block-stylesheets-served',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment && this.environment.config.consumer !== 'client') return;
        const names = new Set([...components()].map((file) => path.posix.basename(file)));
        let rewritten = 0;
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          let result: ReturnType<typeof withoutBlockStylesheets>;
          try {
            result = withoutBlockStylesheets(item.code, names);
          } catch (error) {
            this.error(`${item.fileName}: ${(error as Error).message}`);
          }
          if (result === undefined) continue;
          rewritten += result.rewritten;
          item.code = result.code;
        }
        if (names.size > 0 && rewritten === 0)
          this.error('block-stylesheets-served: no lazy import of a block component found in any table');
      },
    },
  };
}
