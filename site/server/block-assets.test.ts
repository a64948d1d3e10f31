import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '../build/asset-manifest';
import { buildAssets } from './block-assets';

const MANIFEST: AssetManifest = {
  entry: { chunk: '/assets/entry.js', css: ['/assets/entry.css'] },
  kit: '/assets/kit.js',
  blocks: {
    hero_one: {
      chunk: '/assets/Hero.js',
      imports: ['/assets/kit.js', '/assets/slider.js'],
      css: ['/assets/Hero.css', '/assets/kit.css'],
      folder: 'blocks/hero/one',
      catalogs: ['hero'],
      kit: true,
    },
    content_two: {
      chunk: '/assets/Two.js',
      imports: ['/assets/kit.js'],
      css: ['/assets/kit.css'],
      folder: 'blocks/content/two',
      catalogs: [],
      kit: true,
    },
  },
  routes: { qa: { chunk: '/assets/blocks.js', imports: ['/assets/schemas.js'], css: [] } },
};

/** A client build in a temporary folder: its asset manifest, and stylesheets. */
function fakeBuild(files: Record<string, string>, manifest: unknown = MANIFEST): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, ASSET_MANIFEST_FILE), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('stylesheets inlined in the head', () => {
  const dir = fakeBuild({
    'assets/entry.css': 'a>b{color:red}',
    'assets/closing.css': 'a::after{content:"</style><script>x()</script>"}',
    'secret.css': 'nope',
  });
  const assets = buildAssets(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives the bytes of a stylesheet of the build', () => {
    expect(assets.entryCss).toEqual(['/assets/entry.css']);
    expect(assets.styleBytes('/assets/entry.css')?.toString()).toBe('a>b{color:red}');
  });

  it('never inlines a sheet that could close its style element: the page links it instead', () => {
    expect(assets.styleBytes('/assets/closing.css')).toBeUndefined();
  });

  it('reads nothing outside the build assets, nor a file that is not there', () => {
    expect(assets.styleBytes('/assets/../secret.css')).toBeUndefined();
    expect(assets.styleBytes('/secret.css')).toBeUndefined();
    expect(assets.styleBytes('/assets/missing.css')).toBeUndefined();
  });
});

describe('the files of a page’s blocks and routes', () => {
  const dir = fakeBuild({});
  const assets = buildAssets(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const def = (type: string) => ({ type }) as Parameters<typeof assets.forBlocks>[0][number];

  it('lists each block’s chunk, then its imports, once for the set, with their stylesheets', () => {
    expect(assets.forBlocks([def('hero_one'), def('content_two')])).toEqual({
      js: ['/assets/Hero.js', '/assets/kit.js', '/assets/slider.js', '/assets/Two.js'],
      css: ['/assets/Hero.css', '/assets/kit.css'],
    });
  });

  it('gives a type the build does not know no file, and a route it lacks none either', () => {
    expect(assets.forBlocks([def('unknown_block')])).toEqual({ js: [], css: [] });
    expect(assets.forRoute('listing')).toEqual({ js: [], css: [] });
    expect(assets.fullRegistry).toEqual(['/assets/blocks.js', '/assets/schemas.js']);
  });

  it('refuses, naming the field, a manifest that is not one (a file of another host)', () => {
    const bad = { ...MANIFEST, entry: { chunk: '//cdn.example/entry.js', css: [] } };
    const badDir = fakeBuild({}, bad);
    try {
      expect(() => buildAssets(badDir)).toThrow(/\/entry\/chunk/);
    } finally {
      fs.rmSync(badDir, { recursive: true, force: true });
    }
  });
});
