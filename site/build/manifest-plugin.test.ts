import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetManifest, readAssetManifest } from './asset-manifest';
import { KIT_CHUNK_NAME } from './block-kit';
import { assetManifest } from './manifest-plugin';

/**
 * A tiny site: an entry, two blocks sharing a module (which imports another, shared with a route),
 * one of them using a module the build groups into the kit, and a route module loaded on demand.
 */
const FIXTURE: Record<string, string> = {
  'entry.ts': `import runtimes from './blocks/runtime';
export const start = () => Promise.all([...runtimes.map((r) => r.load()), import('./later')]);
(globalThis as { start?: unknown }).start = start;`,
  'later.ts': `import { deep } from './blocks/deep';
import { kitPart } from './blocks/kit-part';
export const later = () => deep(kitPart);`,
  'blocks/runtime.ts': `import one from './alpha/one/runtime';
import two from './beta/two/runtime';
export default [one, two];`,
  'blocks/define.ts': 'export const defineRuntime = <T>(def: T): T => def;',
  'blocks/shared.ts': `import { deep } from './deep';
import './shared.css';
export const shared = (name: string) => deep(\`<p class="shared">\${name}</p>\`);`,
  'blocks/shared.css': '.shared{color:teal}',
  'blocks/deep.ts': 'export const deep = (html: string) => `<div class="deep">${html}</div>`;',
  'blocks/kit-part.ts': "export const kitPart = 'kit part';",
  'blocks/alpha/one/runtime.ts': `import { defineRuntime } from '../../define';
export default defineRuntime({ type: 'alpha_one', catalogs: ['alpha', 'ui/forms'], load: () => import('./One') });`,
  'blocks/alpha/one/One.tsx': `import { kitPart } from '../../kit-part';
import { shared } from '../../shared';
import './one.css';
export default function One() { return shared(kitPart); }`,
  'blocks/alpha/one/one.css': '.one{color:red}',
  'blocks/beta/two/runtime.ts': `import { defineRuntime } from '../../define';
const TYPE = 'beta_two';
export default defineRuntime({ type: TYPE, load: () => import('./Two') });`,
  'blocks/beta/two/Two.tsx': `import { shared } from '../../shared';
import './two.css';
export default function Two() { return shared('two').repeat(2); }`,
  'blocks/beta/two/two.css': '.two{color:blue}',
};

let dir = '';
let manifest: AssetManifest;
const client = () => path.join(dir, 'dist');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-manifest-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const assets = assetManifest({
    entry: 'entry.ts',
    routes: { later: 'later.ts', shared: 'blocks/shared.ts' },
    kitName: KIT_CHUNK_NAME,
  });
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: assets.plugins,
    build: {
      outDir: client(),
      manifest: true,
      ssrManifest: true,
      modulePreload: { resolveDependencies: assets.resolveDependencies },
      rolldownOptions: {
        input: path.join(dir, 'entry.ts'),
        output: { codeSplitting: { groups: [{ name: KIT_CHUNK_NAME, test: /kit-part\.ts$/ }] } },
      },
    },
  });
  manifest = readAssetManifest(client());
}, 120_000);

afterAll(() => {
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

/** The file a URL of the manifest names, read from the fixture's build. */
const code = (url: string) => fs.readFileSync(path.join(client(), url), 'utf8');
/** The chunks' names, without their hashes, in order. */
const names = (urls: readonly (string | null)[]) =>
  urls.map((url) => path.posix.basename(url ?? '').replace(/-[\w-]{8}\.js$/, ''));
/** The stylesheets' text, sorted. */
const sheets = (urls: readonly string[]) => urls.map((url) => code(url).replace(/\s/g, '')).sort();

describe('the asset manifest of a built site', () => {
  it('names the entry and the kit, by the files the build wrote', () => {
    expect(manifest.entry.chunk).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
    expect(names([manifest.kit])).toEqual(['kit']);
    expect(code(manifest.kit!)).toContain('kit part');
  });

  it('gives each block type its chunk, its stylesheets and every chunk it imports', () => {
    expect(Object.keys(manifest.blocks).sort()).toEqual(['alpha_one', 'beta_two']);
    const one = manifest.blocks.alpha_one!;
    const two = manifest.blocks.beta_two!;
    expect(names([one.chunk, two.chunk])).toEqual(['One', 'Two']);
    expect(code(two.chunk)).toContain('repeat(2)');
    // The shared module's chunk, and the one it imports in turn; never the entry.
    expect(names(one.imports).sort()).toEqual(['deep', 'kit', 'shared']);
    expect(names(two.imports).sort()).toEqual(['deep', 'shared']);
    expect(sheets(one.css)).toEqual(['.one{color:red}', '.shared{color:teal}']);
    expect(sheets(two.css)).toEqual(['.shared{color:teal}', '.two{color:#00f}']);
  });

  it('keeps what each runtime declares, its folder, and whether it uses the kit', () => {
    expect(manifest.blocks.alpha_one).toMatchObject({
      folder: 'blocks/alpha/one',
      catalogs: ['alpha', 'ui/forms'],
      kit: true,
    });
    expect(manifest.blocks.beta_two).toMatchObject({ folder: 'blocks/beta/two', catalogs: [], kit: false });
  });

  it('names a route module with its chunk and imports', () => {
    const later = manifest.routes.later!;
    expect(names([later.chunk])).toEqual(['later']);
    expect(names(later.imports).sort()).toEqual(['deep', 'kit']);
    expect(later.css).toEqual([]);
  });

  it('finds a route module that has no key of its own, by the chunk that holds it', () => {
    const shared = manifest.routes.shared!;
    expect(names([shared.chunk, ...shared.imports])).toEqual(['shared', 'deep']);
    expect(sheets(shared.css)).toEqual(['.shared{color:teal}']);
  });

  it('leaves block components no files in the entry’s lazy-import lists: the server sends them', () => {
    const entry = code(manifest.entry.chunk);
    for (const block of Object.values(manifest.blocks)) {
      const file = path.posix.basename(block.chunk).replace(/[.-]/g, '\\$&');
      expect(entry).toMatch(new RegExp(`import\\([\`'"]\\./${file}[\`'"]\\)(\\.then\\([^()]*\\))?,\\[\\]`));
    }
  });
});
