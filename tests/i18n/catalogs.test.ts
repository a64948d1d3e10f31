/**
 * Every message shown to visitors exists in French and in English: the French catalogs are the
 * source, and every English catalog entry has a translation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPo } from './po';

function catalogs(locale: string): string[] {
  const root = path.resolve('locales', locale);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const f = path.join(dir, e.name);
      if (e.isDirectory()) walk(f);
      else if (f.endsWith('.po')) out.push(path.relative(root, f));
    }
  };
  walk(root);
  return out.sort();
}

describe('translation catalogs', () => {
  it('has the same catalogs in both locales', () => {
    expect(catalogs('en')).toEqual(catalogs('fr'));
    expect(catalogs('fr').length).toBeGreaterThan(0);
  });

  it('gives one French message one English wording across all catalogs (they are merged by message)', () => {
    // The site merges every area's catalog into one: a French text translated two ways in two
    // catalogs would show one of them everywhere. A different meaning needs a Lingui `context`.
    const seen = new Map<string, { msgstr: string; where: string }>();
    const clashes: string[] = [];
    for (const name of catalogs('en'))
      for (const entry of readPo(path.resolve('locales/en', name))) {
        const key = `${entry.msgctxt ?? ''}\u0004${entry.msgid}`;
        const before = seen.get(key);
        if (before && before.msgstr !== entry.msgstr)
          clashes.push(
            `"${entry.msgid}": "${before.msgstr}" (${before.where}) vs "${entry.msgstr}" (${name})`,
          );
        else if (!before) seen.set(key, { msgstr: entry.msgstr, where: name });
      }
    expect(clashes).toEqual([]);
  });

  for (const name of catalogs('en')) {
    it(`${name}: every message has an English translation and a French source`, () => {
      const en = readPo(path.resolve('locales/en', name));
      const fr = readPo(path.resolve('locales/fr', name));
      const untranslated = en
        .filter((e) => e.msgstr.trim() === '')
        .map((e) => `${e.msgid}  (${e.origins.join(', ')})`);
      expect(untranslated, `untranslated in locales/en/${name}`).toEqual([]);
      expect(en.map((e) => e.msgid).sort()).toEqual(fr.map((e) => e.msgid).sort());
      expect(fr.filter((e) => e.msgid.trim() === '')).toEqual([]);
    });
  }
});
