/**
 * Contract tests of the block registry: every registered block has valid examples that pass and
 * invalid ones that fail at the stated path; every block folder is registered.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { allBlockDefinitions, blockFolder } from '../../blocks/folders';
import { loadExamples } from '../../engine/registry';
import { validateBlock } from '../../engine/renderer/validate';

interface InvalidExample {
  errorPath: string;
  payload: unknown;
}
const invalidFiles = import.meta.glob<InvalidExample>('../../blocks/*/*/invalid/*.json', {
  eager: true,
  import: 'default',
});
const invalidByFolder = new Map<string, [string, InvalidExample][]>();
for (const [file, example] of Object.entries(invalidFiles)) {
  const folder = file.replace(/^\.\.\/\.\.\//, '').replace(/\/invalid\/[^/]+$/, '');
  invalidByFolder.set(folder, [...(invalidByFolder.get(folder) ?? []), [file, example]]);
}

describe('block registry', () => {
  it('registers every block folder, once', () => {
    const registered = new Set(registry.all());
    const missing = allBlockDefinitions()
      .filter((d) => !registered.has(d))
      .map((d) => d.type);
    expect(missing).toEqual([]);
  });

  for (const def of registry.all()) {
    describe(def.type, () => {
      it('has a label in both languages and a folder', () => {
        expect(def.label.fr.trim()).not.toBe('');
        expect(def.label.en.trim()).not.toBe('');
        expect(blockFolder(def)).toBeDefined();
      });

      it('validates each of its examples', async () => {
        const examples = await loadExamples(def);
        expect(examples.length).toBeGreaterThan(0);
        for (const example of examples) {
          const result = validateBlock(def, example);
          expect(result.ok ? [] : result.errors).toEqual([]);
        }
      });

      it('rejects each of its invalid examples at the stated path', () => {
        const invalid = invalidByFolder.get(blockFolder(def) ?? '') ?? [];
        expect(invalid.length).toBeGreaterThan(0);
        for (const [file, example] of invalid) {
          const result = validateBlock(def, example.payload);
          expect(result.ok, `${file} should be rejected`).toBe(false);
          if (!result.ok)
            expect(
              result.errors.map((e) => e.path),
              file,
            ).toContain(example.errorPath);
        }
      });
    });
  }
});
