import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { type BlockSource, deriveAssetManifest } from './derive-manifest';

const vite: Manifest = {
  'entry.ts': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'] },
  'blocks/a/one/One.tsx': { file: 'assets/One.js', isDynamicEntry: true, imports: ['entry.ts', '_kit.js'] },
  '_kit.js': { file: 'assets/kit.js', name: 'kit', imports: ['entry.ts'], css: ['assets/kit.css'] },
};
const one: BlockSource = {
  type: 'a_one',
  folder: 'blocks/a/one',
  component: 'blocks/a/one/One.tsx',
  catalogs: [],
};
const derive = (blocks: BlockSource[], manifest: Manifest = vite) =>
  deriveAssetManifest({ vite: manifest, entry: 'entry.ts', blocks, routes: {}, kitName: 'kit' });

describe('the asset manifest derived from the bundler’s', () => {
  it('never lists the entry among a block’s imports, nor its stylesheets', () => {
    expect(derive([one]).blocks.a_one).toEqual({
      chunk: '/assets/One.js',
      imports: ['/assets/kit.js'],
      css: ['/assets/kit.css'],
      folder: 'blocks/a/one',
      catalogs: [],
      kit: true,
    });
  });

  it('fails the build, naming what is wrong, rather than write a manifest that misleads the server', () => {
    expect(() => derive([one, { ...one, folder: 'blocks/a/two' }])).toThrow(/two blocks of type a_one/);
    expect(() => derive([{ ...one, component: 'blocks/a/one/Gone.tsx' }])).toThrow(/Gone\.tsx has no chunk/);
    const broken = { ...vite, 'blocks/a/one/One.tsx': { file: 'assets/One.js', imports: ['_lost.js'] } };
    expect(() => derive([one], broken)).toThrow(/_lost\.js is imported but not in/);
    expect(() => deriveAssetManifest({ vite, entry: 'main.ts', blocks: [], routes: {} })).toThrow(/main\.ts/);
    expect(() =>
      deriveAssetManifest({ vite, entry: 'entry.ts', blocks: [], routes: { qa: 'blocks/index.ts' } }),
    ).toThrow(/no chunk of the browser build holds blocks\/index\.ts/);
  });
});
