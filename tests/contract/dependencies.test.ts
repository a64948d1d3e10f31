/**
 * Each runtime dependency (package.json `dependencies`) is imported by code the site runs: the
 * server, the browser or the block modules, not only by tests, the bench or build scripts. A
 * package only those use belongs to `devDependencies`; a package nothing imports, nowhere.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Listed for a part of the work still under way: fails as soon as the package is imported. */
const AWAITED: Record<string, string> = {};

/**
 * Imported by a package the site imports, from a module of that package's entry: without it the
 * build cannot resolve the entry. Each is checked to still be imported there.
 */
const IMPORTED_BY_A_DEPENDENCY: Record<string, string> = {
  // @rjsf/core's index exports `getTestRegistry`, which imports rjsf's ajv validator.
  '@rjsf/validator-ajv8': 'node_modules/@rjsf/core/lib/getTestRegistry.js',
};

const PACKAGE =
  /(?:^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?|import\(\s*|require\(\s*)['"]([^'".][^'"]*)['"]/gm;

/** The package a specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Source files the site runs: not tests, the bench, build scripts or tool configurations. */
function runtimeFiles(): string[] {
  return execSync("git ls-files -co --exclude-standard '*.ts' '*.tsx' '*.js' '*.mjs' '*.css'", {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.includes('/') && fs.existsSync(f))
    .filter((f) => !/\.test\.tsx?$|(^|\/)(tests|scripts|fixtures\/generate)\//.test(f));
}

describe('runtime dependencies', () => {
  const used = new Set<string>();
  for (const file of runtimeFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(PACKAGE)) used.add(packageOf(m[1]!));
    for (const m of text.matchAll(/@import\s+['"]([^'".][^'"]*)['"]/g)) used.add(packageOf(m[1]!));
  }
  const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };

  it('finds imports to check (the scan itself works)', () => {
    expect(used.has('react')).toBe(true);
    expect(used.has('ajv')).toBe(true);
  });

  it('are each imported by code the site runs', () => {
    const unused = Object.keys(dependencies).filter(
      (name) => !used.has(name) && !(name in AWAITED) && !(name in IMPORTED_BY_A_DEPENDENCY),
    );
    expect(unused).toEqual([]);
  });

  it('those a dependency imports are still imported by it', () => {
    for (const [name, file] of Object.entries(IMPORTED_BY_A_DEPENDENCY))
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(new RegExp(`from ['"]${name}['"]`));
  });

  it('awaited ones are still awaited (else: drop them from the list)', () => {
    expect(Object.keys(AWAITED).filter((name) => used.has(name))).toEqual([]);
  });
});
