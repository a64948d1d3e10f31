/**
 * What the public renderer needs of a block type, and nothing more: its type, how to load its
 * component, and the few rules that place it on the page (colour scheme, overlap, lazy display).
 * This module imports TypeBox for types only: public pages load it without any schema
 * (docs/decisions/026-public-pages-trust-their-server.md).
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { ComponentType } from 'react';
import type { BlockEnvelope } from '../schemas/block';

export interface BlockMeta {
  type: string;
  id: string;
  index: number;
  /** The block's resolved colour scheme, if it carries one. */
  colorScheme?: string;
  /** Height the block above overlaps onto this one, in px. */
  overlapTop: number;
}

export interface BlockProps<F extends TObject, P extends TObject> {
  fields: Static<F>;
  params: Static<P>;
  meta: BlockMeta;
}

export type BlockModule<F extends TObject, P extends TObject> = { default: ComponentType<BlockProps<F, P>> };

/** A block type as the renderer runs it; `F` and `P` are the types of its schemas (types only). */
export interface BlockRuntime<F extends TObject = TObject, P extends TObject = TObject> {
  type: string;
  load: () => Promise<BlockModule<F, P>>;
  /**
   * The catalogs of its strings a page loads with it, besides those every page loads: its
   * family's, and those of UI parts it shows at once (site catalogs, `CATALOG_AREAS`).
   */
  catalogs?: readonly string[];
  /** Keys of `fields` that take the block's colour scheme when they define none. */
  colorSchemeFields?: readonly string[];
  /** Render only once the block nears the viewport (25 % margin); `minHeight` reserves its space. */
  lazy?: { minHeight: string };
  /**
   * Height (px) this block overlaps onto the block below it (e.g. headers, heroes); a function when
   * it depends on the payload (e.g. a part shown or hidden by a parameter).
   */
  overlapBottom?: number | ((block: BlockEnvelope) => number);
}

/** The keys of a block's runtime part, to compare a full definition with its runtime module. */
export const RUNTIME_KEYS = [
  'type',
  'load',
  'catalogs',
  'colorSchemeFields',
  'lazy',
  'overlapBottom',
] as const satisfies readonly (keyof BlockRuntime)[];

// biome-ignore lint/suspicious/noExplicitAny: a registry holds blocks of every shape
export type AnyBlockRuntime = BlockRuntime<any, any>;

/** A block type name is a contract with the content backend: snake_case, never renamed. */
export function checkBlockType(type: string): void {
  if (!/^[a-z][a-z0-9_]*$/.test(type)) throw new Error(`Block type "${type}" must be snake_case`);
}

/**
 * A block's runtime part (`blocks/<family>/<name>/runtime.ts`). Its schema types are given
 * explicitly, from `import type` of the block's schema, so the module stays free of schemas:
 * `defineRuntime<typeof fooFields, typeof fooParams>({ type: 'foo', load: () => import('./Foo') })`.
 */
export function defineRuntime<F extends TObject, P extends TObject>(
  runtime: BlockRuntime<F, P>,
): BlockRuntime<F, P> {
  checkBlockType(runtime.type);
  return runtime;
}

/** Block definitions by type, shared by both registries. */
export interface BlockLookup<D extends AnyBlockRuntime> {
  get(type: string): D | undefined;
  has(type: string): boolean;
  types(): string[];
  all(): D[];
}

export function lookupOf<D extends AnyBlockRuntime>(definitions: readonly D[]): BlockLookup<D> {
  const byType = new Map<string, D>();
  for (const def of definitions) {
    if (byType.has(def.type)) throw new Error(`Block type "${def.type}" is registered twice`);
    byType.set(def.type, def);
  }
  return {
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    types: () => [...byType.keys()],
    all: () => [...byType.values()],
  };
}

/**
 * The registry of public pages: runtime parts only, no schema. The renderer trusts the entries it
 * is given with it (`trusted`): they come from the site's own server, which validated every block
 * and reduced each one it skipped to its type and id (see `prepare`). Never use it for data the
 * server sent whole (QA enabled, edit mode).
 */
export interface RuntimeRegistry extends BlockLookup<AnyBlockRuntime> {
  readonly trusted: true;
}

export function createRuntimeRegistry(runtimes: readonly AnyBlockRuntime[]): RuntimeRegistry {
  return { trusted: true, ...lookupOf(runtimes) };
}
