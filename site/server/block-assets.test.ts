import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAssets } from './block-assets';

/** A client build in a temporary folder: a manifest with its entry, and stylesheets. */
function fakeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({ 'site/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'] } }),
  );
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
