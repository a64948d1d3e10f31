/**
 * Editor code (editor UI, rjsf, dnd-kit) must never reach a public visitor: nothing of it may be
 * statically reachable from the client entry. Reads the production build's manifest (DIST_DIR).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routeWeight } from '../bench/weight';
import { ERROR_PATHS, fixturePaths } from './quality-routes';

const dist = process.env.DIST_DIR || 'dist';
const clientDir = path.resolve(dist, 'client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Strings only editor code contains (markers of the editor module, dnd-kit and rjsf). */
const MARKERS = {
  editor: 'qa-editor:sections',
  dndKit: 'DndDescribedBy',
  rjsf: 'glyphicon glyphicon-',
};
const FORBIDDEN_SOURCES = /^(editor\/|node_modules\/@rjsf\/|node_modules\/@dnd-kit\/)/;

test.describe('editor weight', () => {
  // A missing build is a failure, never a quiet skip.
  test.beforeAll(() => {
    if (!existsSync(manifestFile))
      throw new Error(`No production build at ${manifestFile}: run node scripts/build.mjs first`);
  });

  test('no editor, rjsf or dnd-kit module is statically reachable from the client entry', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const entryKey = 'site/entry-client.tsx';
    expect(manifest[entryKey], 'client entry in the manifest').toBeDefined();
    const reachable = new Set<string>();
    const visit = (key: string) => {
      if (reachable.has(key)) return;
      reachable.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(entryKey);

    const forbiddenKeys = [...reachable].filter((k) => FORBIDDEN_SOURCES.test(manifest[k]?.src ?? k));
    expect(forbiddenKeys).toEqual([]);

    const text = (key: string) => readFileSync(path.join(clientDir, manifest[key]!.file), 'utf8');
    const leaks = [...reachable].flatMap((key) =>
      Object.entries(MARKERS)
        .filter(([, marker]) => text(key).includes(marker))
        .map(([name]) => `${name} in ${manifest[key]!.file}`),
    );
    expect(leaks).toEqual([]);

    // The markers do identify the editor: its lazy chunks carry them.
    const editorKeys = Object.keys(manifest).filter((k) => k.startsWith('editor/sections/'));
    expect(editorKeys.length).toBeGreaterThan(0);
    const editorClosure = new Set<string>();
    const visitAll = (key: string) => {
      if (editorClosure.has(key)) return;
      editorClosure.add(key);
      for (const next of manifest[key]?.imports ?? []) visitAll(next);
    };
    for (const k of editorKeys) visitAll(k);
    const editorText = [...editorClosure].map(text).join('\n');
    for (const marker of Object.values(MARKERS)) expect(editorText).toContain(marker);
  });

  // Quality gates (issue 7): per route, the same check over what each public page really loads:
  // the entry, its block chunks (modulepreload) and their static imports.
  test('no editor code in what any public route loads on first visit', async ({ request }) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    for (const route of [...fixturePaths(), ...ERROR_PATHS]) {
      const weight = routeWeight(await (await request.get(route)).text(), clientDir);
      expect(weight.js.length, route).toBeGreaterThan(0);
      expect(
        weight.entries.filter((k) => FORBIDDEN_SOURCES.test(manifest[k]?.src ?? k)),
        route,
      ).toEqual([]);
      const leaks = weight.js.flatMap((file) => {
        const text = readFileSync(path.join(clientDir, file), 'utf8');
        return Object.entries(MARKERS)
          .filter(([, marker]) => text.includes(marker))
          .map(([name]) => `${name} in ${file}`);
      });
      expect(leaks, route).toEqual([]);
    }
  });
});
