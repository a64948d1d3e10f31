/**
 * The layers of DESIGN.md, checked on every source file: each top-level folder imports only the
 * folders below it, and no two folders import each other.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from './imports';

/**
 * What each layer may import besides itself. Tests, and the helpers they share in `testing/`, may
 * import anything; no layer may import `testing/`.
 */
const ALLOWED: Record<string, readonly string[]> = {
  engine: [],
  domain: ['engine'],
  api: ['engine', 'domain', 'fixtures'],
  stores: ['engine', 'domain', 'api'],
  ui: ['engine', 'domain', 'api', 'stores', 'locales'],
  blocks: ['engine', 'domain', 'api', 'stores', 'ui'],
  editor: ['engine', 'domain', 'api', 'stores', 'ui', 'blocks', 'locales'],
  site: ['engine', 'domain', 'api', 'stores', 'ui', 'blocks', 'editor', 'locales'],
  locales: ['engine'],
  fixtures: ['engine', 'domain'],
};

/** The folder of the helpers tests share (renderers, msw servers, payloads): outside the layers. */
const TESTING = 'testing';

/** Production source files: every file of the layers but tests. */
function sourceFiles(): string[] {
  return execSync("git ls-files -co --exclude-standard '*.ts' '*.tsx'", { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !/\.test\.tsx?$/.test(f) && !f.startsWith('tests/') && f.includes('/'))
    .filter((f) => !f.startsWith(`${TESTING}/`))
    .filter((f) => fs.existsSync(f));
}

/** Every import from one top-level folder into another: `[from, to, file, specifier]`. */
function crossings(): [string, string, string, string][] {
  const out: [string, string, string, string][] = [];
  for (const file of sourceFiles()) {
    const from = file.split('/')[0]!;
    if (!(from in ALLOWED)) continue;
    // Imports of types only count too: a layer must not know the types of the layers above it.
    for (const { spec } of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const to = path.normalize(path.join(path.dirname(file), spec)).split(path.sep)[0]!;
      if (to !== from) out.push([from, to, file, spec]);
    }
  }
  return out;
}

describe('layers', () => {
  const all = crossings();

  it('finds imports to check (the scan itself works)', () => {
    expect(all.some(([from, to]) => from === 'blocks' && to === 'ui')).toBe(true);
  });

  it('each layer imports only the layers below it', () => {
    const wrong = all
      .filter(([from, to]) => !ALLOWED[from]!.includes(to))
      .map(([from, to, file, spec]) => `${file}: ${from} → ${to} (${spec})`);
    expect(wrong).toEqual([]);
  });

  it('sees the test helpers folder, and no production file imports it', () => {
    expect(fs.readdirSync(TESTING).length).toBeGreaterThan(0);
    const intoTesting = all
      .filter(([, to]) => to === TESTING)
      .map(([from, , file, spec]) => `${file}: ${from} → ${TESTING} (${spec})`);
    expect(intoTesting).toEqual([]);
  });

  it('keeps test tooling out of production files: helpers that need it live in testing/', () => {
    const tooling = /^\s*import\s[^;]*?from\s+['"](vitest|@testing-library\/[\w-]+|msw(\/node)?)['"]/m;
    const wrong = sourceFiles().filter(
      (f) => f.split('/')[0]! in ALLOWED && tooling.test(fs.readFileSync(f, 'utf8')),
    );
    expect(wrong).toEqual([]);
  });

  it('engine knows nothing of real estate: no listing, member, office or article schema in it', () => {
    const engineText = sourceFiles()
      .filter((f) => f.startsWith('engine/'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    expect(engineText).not.toMatch(/PropertyListing|MemberCard|BlogArticle|\bOffice\b|SearchFilters/);
  });
});
