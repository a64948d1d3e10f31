/**
 * Servers check blocks with ajv (engine/schemas/ajv-options.ts), browsers of a site with QA with
 * TypeBox's interpreted `Value.Check`. For every block they must give the same answer: on its
 * examples, its invalid examples, the fault cases the gallery uses, and payloads broken at every
 * place of every example (each value removed, nulled, of another type, at or past common bounds,
 * each object given an unknown key; in lists, the first two items).
 * The errors come from TypeBox on both sides, so a same answer means the same errors.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { blockFolder } from '../../blocks/folders';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope } from '../../engine/schemas';
import { ajvCheck } from '../../engine/schemas/compiled-checkers';
import { faultCases } from '../../site/qa-gallery/faults';

const invalidFiles = import.meta.glob<{ payload: unknown }>('../../blocks/*/*/invalid/*.json', {
  eager: true,
  import: 'default',
});

/** Strings that patterns and formats of our schemas tell apart. */
const STRINGS = ['', 'x', '#fff', '#ggg', 'rgb(0, 0, 0)', 'red; x: y', '/fr', '//elsewhere', '2026-11-01'];
/** Common bounds of our schemas (lengths, values), each with the next value past it. */
const LENGTHS = [60, 80, 120, 200, 300, 500, 1000, 2048, 5000].flatMap((n) => [n, n + 1]);
const NUMBERS = [-1, 0, 0.5, 1.5, 5, 100, 2000, 10_000, 1e9].flatMap((n) => [n, n + 1]);

/** The example, broken at one place at a time: `[where, payload]`. */
function* broken(value: unknown, where = ''): Generator<[string, unknown]> {
  for (const other of [null, 42, 'x', [], {}, true]) yield [`${where} = ${JSON.stringify(other)}`, other];
  if (typeof value === 'string') {
    for (const s of STRINGS) yield [`${where} = ${JSON.stringify(s)}`, s];
    for (const n of LENGTHS) yield [`${where} of length ${n}`, 'a'.repeat(n)];
  } else if (typeof value === 'number') {
    for (const n of NUMBERS) yield [`${where} = ${n}`, n];
  } else if (Array.isArray(value)) {
    yield [`${where} repeated`, [...value, ...value, ...value, ...value]];
    // Items of a list share one schema: breaking the first two covers it (and keeps big lists quick).
    for (let i = 0; i < Math.min(value.length, 2); i++)
      for (const [w, item] of broken(value[i], `${where}/${i}`)) yield [w, value.with(i, item)];
  } else if (value !== null && typeof value === 'object') {
    yield [`${where}/__unknown added`, { ...value, __unknown: 1 }];
    for (const [key, child] of Object.entries(value)) {
      const { [key]: _, ...rest } = value as Record<string, unknown>;
      yield [`${where}/${key} removed`, rest];
      for (const [w, v] of broken(child, `${where}/${key}`)) yield [w, { ...value, [key]: v }];
    }
  }
}

type Check = (value: unknown) => boolean;

function disagreements(check: Check, schema: TSchema, payloads: Iterable<[string, unknown]>): string[] {
  const out: string[] = [];
  for (const [where, payload] of payloads)
    if (check(payload) !== Value.Check(schema, payload)) out.push(`${where}: ajv says ${check(payload)}`);
  return out;
}

describe('ajv and TypeBox agree on every block', () => {
  for (const def of registry.all()) {
    it(def.type, async () => {
      const check = ajvCheck(def.schema);
      const examples = (await loadExamples(def)) as BlockEnvelope[];
      const folder = blockFolder(def) ?? '';
      const invalid = Object.entries(invalidFiles).filter(([file]) => file.includes(`/${folder}/invalid/`));
      expect(invalid.length).toBeGreaterThan(0);
      const payloads: [string, unknown][] = [
        ...examples.map((e, i): [string, unknown] => [`example ${i}`, e]),
        ...invalid.map(([file, e]): [string, unknown] => [file, e.payload]),
        ...faultCases(def, examples[0]!).map((c): [string, unknown] => [c.name, c.payload]),
      ];
      for (const [, payload] of payloads.slice(0, examples.length)) expect(check(payload)).toBe(true);
      for (const [, payload] of payloads.slice(examples.length, examples.length + invalid.length))
        expect(check(payload)).toBe(false);
      expect(disagreements(check, def.schema, payloads)).toEqual([]);
      for (const [i, example] of examples.entries())
        expect(disagreements(check, def.schema, broken(example, `example ${i}`))).toEqual([]);
    });
  }
});
