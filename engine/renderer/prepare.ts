import type { AnyBlockDefinition } from '../registry/define-block';
import type { Registry, RendererRegistry } from '../registry/registry';
import type { AnyBlockRuntime } from '../registry/runtime';
import type { BlockEnvelope } from '../schemas/block';
import type { ColorSchemeName } from '../schemas/block-guards';
import { isObject } from '../schemas/is-object';
import { resolveColorScheme } from './color-scheme';
import type { BlockIssue, BlockWarning } from './report';
import type { ValidationError, ValidationResult } from './validate';

/**
 * A block as the renderer will show it: resolved and valid, or the issue that keeps it out. `def`
 * is the registry's own: a full definition with the full registry, a runtime part with the
 * runtime one.
 */
export interface PreparedBlock<D extends AnyBlockRuntime = AnyBlockRuntime> {
  def: D | undefined;
  /** The payload with its colour scheme resolved; only when valid. */
  resolved?: BlockEnvelope;
  scheme?: ColorSchemeName;
  issue?: BlockIssue;
  warnings: BlockWarning[];
  /** Height this block overlaps onto the block below it (0 for a skipped block). */
  overlapBottom: number;
}

export function issueOf(
  kind: BlockIssue['kind'],
  block: unknown,
  index: number,
  errors: ValidationError[],
): BlockIssue {
  return { kind, blockType: blockTypeOf(block), index, errors };
}

/** Longest block type shown in a report or an error card: a type is a short name. */
const MAX_REPORTED_TYPE = 120;

/**
 * The type of a block list entry as reports and error cards name it: its `block_type` when that
 * is a string (cut to a sane length), else what the entry is (`null`, `number`, ...).
 */
export function blockTypeOf(block: unknown): string {
  if (!isObject(block)) return block === null ? 'null' : Array.isArray(block) ? 'array' : typeof block;
  const type = block.block_type;
  return typeof type === 'string'
    ? type.slice(0, MAX_REPORTED_TYPE)
    : `(${type === null ? 'null' : typeof type})`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a trusted list holds in place of a block its server left out (see `withoutSkippedPayloads`). */
const LEFT_OUT: ValidationError[] = [
  { path: '/', message: 'Left out by the server, which sent only its type and id (its log has the errors)' },
];

/**
 * Resolves, validates and measures one block. Per-block code (the definition's `overlapBottom`)
 * runs only on a valid payload, and a throw there is this block's crash, not the page's.
 *
 * With the runtime registry (`trusted`) nothing is validated: the list comes from the site's own
 * server, which validated every block and reduced each one it skipped to its type and id (or
 * `null`). An object of a known type carrying both `fields` and `block_params` is then a block the
 * server rendered; every other entry is one it skipped. Every block schema requires both keys as
 * objects, and a reduced entry has neither, so this is exactly the server's decision.
 */
function prepareBlock(block: unknown, registry: RendererRegistry, index: number): PreparedBlock {
  if (!isObject(block)) {
    const errors = [
      { path: '/', message: 'Expected a block object', code: 'type' as const, expected: 'object' as const },
    ];
    return {
      def: undefined,
      warnings: [],
      overlapBottom: 0,
      issue: issueOf('invalid', block, index, errors),
    };
  }
  const type = typeof block.block_type === 'string' ? block.block_type : '';
  if (!registry.trusted) return settle(block, registry.get(type), index, registry.validate);
  const def = registry.get(type);
  if (def && !(isObject(block.fields) && isObject(block.block_params)))
    return { def, warnings: [], overlapBottom: 0, issue: issueOf('invalid', block, index, LEFT_OUT) };
  return settle(block, def, index);
}

/** The rest of `prepareBlock` for an object entry: validated with `validate` when given. */
function settle<D extends AnyBlockRuntime>(
  block: Record<string, unknown>,
  def: D | undefined,
  index: number,
  validate?: (def: D, payload: unknown) => ValidationResult,
): PreparedBlock<D> {
  const warnings: BlockWarning[] = [];
  if (!def)
    return { def: undefined, warnings, overlapBottom: 0, issue: issueOf('unknown', block, index, []) };
  try {
    // The entry is an object with a registered type: the envelope's shape, checked whole below
    // (or, for a trusted list, by the server).
    const envelope = block as BlockEnvelope;
    const { block: resolved, scheme } = resolveColorScheme(envelope, def, index, (w) => warnings.push(w));
    const result = validate?.(def, resolved);
    if (result && !result.ok) {
      return {
        def,
        warnings,
        scheme,
        overlapBottom: 0,
        issue: issueOf('invalid', block, index, result.errors),
      };
    }
    const own = def.overlapBottom;
    const declared = typeof own === 'function' ? own(resolved) : own;
    return { def, resolved, scheme, warnings, overlapBottom: resolved.overlapBottom ?? declared ?? 0 };
  } catch (error) {
    const issue = issueOf('crash', block, index, [{ path: '/', message: messageOf(error) }]);
    return { def, warnings, overlapBottom: 0, issue };
  }
}

/**
 * Prepared blocks are cached per payload object and position: an edit replaces one block object
 * (immer), so only that block is checked again.
 */
const cache = new WeakMap<object, { registry: RendererRegistry; index: number; prepared: PreparedBlock }>();

export function prepare(block: unknown, registry: Registry, index: number): PreparedBlock<AnyBlockDefinition>;
export function prepare(block: unknown, registry: RendererRegistry, index: number): PreparedBlock;
export function prepare(block: unknown, registry: RendererRegistry, index: number): PreparedBlock {
  if (!isObject(block)) return prepareBlock(block, registry, index);
  const hit = cache.get(block);
  if (hit && hit.registry === registry && hit.index === index) return hit.prepared;
  const prepared = prepareBlock(block, registry, index);
  cache.set(block, { registry, index, prepared });
  return prepared;
}

/** Height (px) a block overlaps onto the block below it: its own value, else its type's (0 when skipped). */
export function overlapBelow(block: unknown, registry: RendererRegistry, index = 0): number {
  return prepare(block, registry, index).overlapBottom;
}

/** The overlap the last block of a list hands to whatever follows the list (header → content → footer). */
export function trailingOverlap(blocks: readonly unknown[], registry: RendererRegistry): number {
  const index = blocks.length - 1;
  return index < 0 ? 0 : overlapBelow(blocks[index]!, registry, index);
}

/**
 * A block list as a browser needs it to render what the server rendered: each entry the public
 * renderer skips is reduced to its type and id (any other value to `null`), so the payload of a
 * skipped block (an injected property, a megabyte of junk) is never copied into the page's HTML.
 * The browser skips the reduced entry just the same. Editors (QA, edit mode) need the whole entries.
 */
export function withoutSkippedPayloads(blocks: readonly unknown[], registry: Registry): unknown[] {
  return blocks.map((block, index) => {
    if (!prepare(block, registry, index).issue) return block;
    if (!isObject(block)) return null;
    const { block_type: type, id } = block;
    return {
      ...(typeof type === 'string' ? { block_type: type.slice(0, MAX_REPORTED_TYPE) } : {}),
      ...(typeof id === 'string' ? { id: id.slice(0, MAX_REPORTED_TYPE) } : {}),
    };
  });
}
