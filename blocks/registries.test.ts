/**
 * The two lists of blocks agree: the full registry (blocks/index.ts) and the runtime registry
 * public pages render with (blocks/runtime.ts). A block added to one list and not the other, or a
 * definition that does not take its runtime part from its own `runtime.ts`, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyBlockRuntime, RUNTIME_KEYS } from '../engine/registry/runtime';
import { blockFolder } from './folders';
import { registry } from './index';
import { runtimeRegistry } from './runtime';

describe('the full and the runtime registries', () => {
  it('hold the same block types, in the same order', () => {
    expect(runtimeRegistry.types()).toEqual(registry.types());
    expect(registry.types().length).toBeGreaterThan(50);
  });

  it('say which one validates and which one trusts', () => {
    expect(registry.trusted).toBe(false);
    expect(runtimeRegistry.trusted).toBe(true);
  });

  it('give each full definition the very values of its runtime part', () => {
    for (const def of registry.all()) {
      const runtime = runtimeRegistry.get(def.type)!;
      for (const key of RUNTIME_KEYS) expect(def[key], `${def.type}.${key}`).toBe(runtime[key]);
    }
  });

  it('take each runtime part from its block folder, whose module imports its schema for types only', () => {
    const modules = import.meta.glob<AnyBlockRuntime>('./*/*/runtime.ts', { eager: true, import: 'default' });
    expect(new Set(Object.values(modules))).toEqual(new Set(runtimeRegistry.all()));
    for (const def of registry.all()) {
      const folder = blockFolder(def)!;
      expect(modules[`./${folder.replace(/^blocks\//, '')}/runtime.ts`], def.type).toBe(
        runtimeRegistry.get(def.type),
      );
      const text = fs.readFileSync(path.resolve(import.meta.dirname, '..', folder, 'runtime.ts'), 'utf8');
      const valueImports = [...text.matchAll(/^import (?!type\b)[^;]*from '([^']+)'/gm)].map((m) => m[1]!);
      expect(
        valueImports.filter((spec) => /schema|typebox/.test(spec) || spec.endsWith('engine/registry')),
        folder,
      ).toEqual([]);
    }
  });
});
