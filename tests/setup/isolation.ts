/**
 * Which unit test files need a fresh module graph of their own.
 *
 * Most files share their worker's modules with the files that ran before them (Vitest's
 * `isolate: false`): React, the registry and the catalogs are imported once per worker instead of
 * once per file, which halves the unit step's time. A file that replaces modules (`vi.mock`,
 * `vi.doMock`, `vi.resetModules`), stubs globals, or tests a module's state before anything set it
 * up says so by what it calls, or by a line `// Runs isolated: <why>`; those run with a module graph
 * and a document of their own, as every file did before. Files with a document (`// @vitest-environment
 * jsdom`) and files without one share modules only within their own group.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED = /^(node_modules|dist|\.cache|\.git)(\/|$)|(^|\/)tests\/e2e\//;
const DOM_FILE = /^\/\/ @vitest-environment jsdom$/m;
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|^\/\/ Runs isolated: /m;

/** The unit test files under `root` (paths relative to it, with forward slashes), by how they run. */
export function testFileGroups(root: string): { isolated: string[]; dom: string[] } {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => TEST_FILE.test(path) && !SKIPPED.test(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') }));
  return {
    isolated: files.filter((f) => NEEDS_ISOLATION.test(f.text)).map((f) => f.path),
    // A module first loaded without a document would keep what it read then: files with a
    // document share modules only with each other.
    dom: files.filter((f) => DOM_FILE.test(f.text)).map((f) => f.path),
  };
}
