import type { Registry } from '../../engine/registry';
import { type ValidationError, validateBlock } from '../../engine/renderer/validate';
import { BlockEnvelope } from '../../engine/schemas';
import type { EditorBlock } from './types';

/** The result of checking one block with the renderer's own compiled validator. */
export interface BlockValidity {
  ok: boolean;
  errors: ValidationError[];
}

/** Same validator as the renderer: unknown types are invalid, the id is not part of the content. */
export function checkBlock(registry: Registry, block: EditorBlock | BlockEnvelope): BlockValidity {
  const def = registry.get(block.block_type);
  if (!def)
    return {
      ok: false,
      errors: [{ path: '/block_type', message: 'Unknown block type', code: 'unknown-type' }],
    };
  const result = validateBlock(def, block);
  return result.ok ? { ok: true, errors: [] } : { ok: false, errors: result.errors };
}

const validityCache = new WeakMap<object, BlockValidity>();

/** Cached per block object: immer keeps unchanged blocks identical, so only edited blocks re-check. */
export function validityOf(registry: Registry, block: EditorBlock): BlockValidity {
  let v = validityCache.get(block);
  if (!v) {
    v = checkBlock(registry, block);
    validityCache.set(block, v);
  }
  return v;
}

/** A block type is accepted where it is registered and may be inserted (paste, import, palette). */
export function acceptsType(registry: Registry, type: unknown): boolean {
  return typeof type === 'string' && registry.get(type)?.capabilities.insert === true;
}

export { BlockEnvelope };
