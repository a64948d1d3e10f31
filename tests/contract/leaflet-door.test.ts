/**
 * Leaflet reads `window` when it is imported, so one module holds every Leaflet and react-leaflet
 * import, and the page reaches it only through a lazy import after mount: the server renders the
 * map's placeholder and never loads Leaflet. Imports of types only are free (gone from built code).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from './imports';

const DOOR = 'ui/map/LeafletMap.tsx';
const PACKAGES = String.raw`(?:leaflet|react-leaflet|@react-leaflet\/[\w-]+)(?:\/[^'"]*)?`;
const STATIC = new RegExp(
  String.raw`^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](${PACKAGES})['"]`,
  'gm',
);
const DYNAMIC = new RegExp(String.raw`import\(\s*['"](${PACKAGES})['"]\s*\)`, 'g');

/** The Leaflet packages a source file imports for its code (not for types alone). */
function leafletImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(STATIC)) if (!m[1]) out.push(m[2] as string);
  for (const m of text.matchAll(DYNAMIC)) out.push(m[1] as string);
  return out;
}

function sourceFiles(): string[] {
  return execSync("git ls-files -co --exclude-standard '*.ts' '*.tsx'", { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !/\.test\.tsx?$/.test(f) && !f.startsWith('tests/') && f.includes('/'))
    .filter((f) => fs.existsSync(f));
}

describe('the one door to Leaflet', () => {
  const files = sourceFiles().map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

  it('reads imports as code or as types', () => {
    expect(leafletImports("import L from 'leaflet';\nimport 'leaflet/dist/leaflet.css';")).toEqual([
      'leaflet',
      'leaflet/dist/leaflet.css',
    ]);
    expect(leafletImports("import type * as Leaflet from 'leaflet';")).toEqual([]);
    expect(leafletImports("const m = import('react-leaflet');")).toEqual(['react-leaflet']);
  });

  it('only the map module imports Leaflet, react-leaflet and @react-leaflet/core', () => {
    const importers = files.filter(({ text }) => leafletImports(text).length > 0).map(({ file }) => file);
    expect(importers).toEqual([DOOR]);
    const own = leafletImports(files.find(({ file }) => file === DOOR)?.text ?? '');
    expect(own).toEqual(expect.arrayContaining(['leaflet', 'react-leaflet', '@react-leaflet/core']));
  });

  it('the map module is reached only lazily, from the map gate', () => {
    const reaching = files.flatMap(({ file, text }) =>
      relativeImports(text)
        .filter(
          ({ spec }) =>
            path.normalize(path.join(path.dirname(file), spec)).replace(/\.tsx$/, '') ===
            DOOR.replace(/\.tsx$/, ''),
        )
        .map(({ kind }) => `${file} (${kind})`),
    );
    expect(reaching).toEqual(['ui/map/MapGate.tsx (dynamic)']);
  });
});
