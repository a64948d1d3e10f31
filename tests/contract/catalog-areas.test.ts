/**
 * A public page loads the strings every page needs and those of the areas its parts declare
 * (locales/catalogs.ts): a block its runtime's `catalogs`, code loaded on demand the areas given to
 * `withCatalogs`. Walks the browser's module graph from its entry and fails where code runs
 * without the strings it shows: a block using another family's component, a dialog loaded
 * without its catalog. Which file's strings are in which catalog is read from the catalogs
 * themselves (the origins lingui extracted).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOfCatalogFile, CATALOG_AREAS } from '../../locales/catalogs';
import { relativeImports } from './imports';

const ENTRY = 'site/entry-client.tsx';
/** Code that loads every catalog (QA pages, edit mode, the full registry): not walked. */
const LOADS_EVERY_CATALOG = [/^editor\//, /^site\/qa-/, /^blocks\/index\.ts$/];

/** The area of each file with strings: `base` or one of CATALOG_AREAS, from the French catalogs. */
function areasOfFiles(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.po') && !file.endsWith('editor.po')) {
        const name = areaOfCatalogFile(`./${path.relative('locales', file)}`);
        const area = CATALOG_AREAS.includes(name) ? name : 'base';
        for (const [, origin] of fs.readFileSync(file, 'utf8').matchAll(/^#: (\S+?)(?::\d+)?$/gm))
          out.set(origin!, area);
      }
    }
  };
  walk('locales/fr');
  return out;
}

interface Edge {
  to: string;
  /** Areas this edge adds to what is loaded: a block's declared catalogs, `withCatalogs`' areas. */
  adds: string[];
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.normalize(path.join(path.dirname(from), spec));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (f) => /\.tsx?$/.test(f) && fs.existsSync(f),
  );
}

const list = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]!);

function edgesOf(file: string): Edge[] {
  const text = fs.readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  const add = (spec: string, adds: string[] = []) => {
    const to = resolve(file, spec);
    if (to) edges.push({ to, adds });
  };
  const declared = /catalogs:\s*\[([^\]]*)\]/.exec(text);
  const given = new Map<string, string[]>();
  for (const m of text.matchAll(/withCatalogs\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g))
    given.set(m[2]!, list(m[1]!));
  for (const { spec, kind } of relativeImports(text)) {
    // Imports of types only are gone from the built code.
    if (kind === 'static') add(spec);
    // A block's component comes with the catalogs its runtime declares.
    else if (kind === 'dynamic' && /^blocks\/[^/]+\/[^/]+\/runtime\.ts$/.test(file))
      add(spec, declared ? list(declared[1]!) : []);
    else if (kind === 'dynamic') add(spec, given.get(spec) ?? []);
  }
  return edges;
}

/** Every file reached from the entry with areas it needs and are not loaded there. */
function violations(areaOf: Map<string, string>): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const edges = new Map<string, Edge[]>();
  const visit = (file: string, loaded: ReadonlySet<string>, via: string[]) => {
    const key = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(key) || LOADS_EVERY_CATALOG.some((re) => re.test(file))) return;
    seen.add(key);
    const area = areaOf.get(file);
    if (area && !loaded.has(area))
      found.push(`${file} shows strings of "${area}", loaded without them: ${[...via, file].join(' → ')}`);
    if (!edges.has(file)) edges.set(file, edgesOf(file));
    for (const edge of edges.get(file)!)
      visit(edge.to, edge.adds.length ? new Set([...loaded, ...edge.adds]) : loaded, [...via, file]);
  };
  visit(ENTRY, new Set(['base']), []);
  return found;
}

/**
 * Per block, the areas its runtime declares that none of its code shows: strings a page with the
 * block loads for nothing. Its code is what its component reaches, short of the parts that bring
 * their own strings (`withCatalogs`).
 */
function unusedDeclarations(areaOf: Map<string, string>): string[] {
  const runtimes = execSync("git ls-files -co --exclude-standard 'blocks/*/*/runtime.ts'", {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const found: string[] = [];
  for (const runtime of runtimes) {
    const component = edgesOf(runtime).find((edge) => edge.adds.length > 0);
    if (!component) continue;
    const shown = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || LOADS_EVERY_CATALOG.some((re) => re.test(file))) return;
      seen.add(file);
      const area = areaOf.get(file);
      if (area) shown.add(area);
      for (const edge of edgesOf(file)) if (edge.adds.length === 0) visit(edge.to);
    };
    visit(component.to);
    for (const area of component.adds)
      if (!shown.has(area)) found.push(`${runtime} declares "${area}", whose strings none of its code shows`);
  }
  return found;
}

describe('catalog areas', () => {
  const areaOf = areasOfFiles();

  it('reads which file shows which strings, and finds every area in use', () => {
    expect(areaOf.get('ui/property-search/FilterOverlay.tsx')).toBe('ui/later');
    expect(areaOf.get('blocks/forms/contact-form/ContactFormBlock.tsx') ?? 'forms').toBe('forms');
    const used = new Set(areaOf.values());
    expect([...CATALOG_AREAS].filter((area) => !used.has(area) && area !== 'layout')).toEqual([]);
    // Every source file with strings is a file of the project.
    const files = new Set(
      execSync("git ls-files -co --exclude-standard '*.ts' '*.tsx'", { encoding: 'utf8' }).split('\n'),
    );
    expect([...areaOf.keys()].filter((f) => !files.has(f))).toEqual([]);
  });

  it('a page loads the strings of every part it shows: blocks declare theirs, parts loaded later bring theirs', () => {
    expect(violations(areaOf)).toEqual([]);
  });

  it('a block declares only the areas its code shows: a page loads no strings for nothing', () => {
    expect(unusedDeclarations(areaOf)).toEqual([]);
    // The check itself: every area declared would be unused if no file showed any string.
    expect(unusedDeclarations(new Map()).length).toBeGreaterThan(30);
  });

  it('finds a part that would show strings it did not load', () => {
    // The form blocks' strings moved to an area they do not declare: their files are found.
    const withoutForms = new Map(
      [...areaOf].map(([file, area]) => [file, area === 'forms' ? 'ui/later' : area]),
    );
    expect(violations(withoutForms).some((v) => v.startsWith('blocks/forms/'))).toBe(true);
  });
});
