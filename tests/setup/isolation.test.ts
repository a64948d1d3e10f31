import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFileGroups } from './isolation';

const root = mkdtempSync(join(tmpdir(), 'test-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the unit test files, by how they run', () => {
  file('ui/plain.test.ts', "import { it } from 'vitest';\n");
  file('ui/Button.test.tsx', '// @vitest-environment jsdom\nrender();\n');
  file('ui/Map.test.tsx', "// @vitest-environment jsdom\nvi.mock('./LeafletMap', () => ({}));\n");
  file('api/env.test.ts', "vi.stubEnv('PORT', '1');\n");
  file('ui/first.test.ts', '// Runs isolated: it reads a module before anything set it up.\n');
  file('node_modules/pkg/a.test.ts', "vi.mock('x');\n");
  file('tests/e2e/page.test.ts', "vi.mock('x');\n");
  file('ui/helper.ts', "vi.mock('x');\n");

  const groups = testFileGroups(root);

  it('runs a file isolated when it replaces modules, stubs globals or says it must', () => {});

  it('groups the files with a document apart from the others', () => {
    expect(groups.dom).toEqual(['ui/Button.test.tsx', 'ui/Map.test.tsx']);
  });

  it('leaves out dependencies, browser specs and files that are not tests', () => {
    const all = [...groups.isolated, ...groups.dom];
    expect(
      all.some((p) => p.startsWith('node_modules/') || p.startsWith('tests/e2e/') || p === 'ui/helper.ts'),
    ).toBe(false);
  });
});
