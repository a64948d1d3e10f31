/**
 * Where a block may go in the page: headers first, footers last, everything else between them (the
 * public page renders them in three lists in that order). Insertion and paste are offered only
 * where the block is accepted; a palette insertion lands at the nearest accepted position.
 */
import type { Registry } from '../../engine/registry';
import type { EditorBlock } from './types';
import { acceptsType } from './validation';

const RANK = { header: 0, content: 1, footer: 2 } as const;

function rankOf(registry: Registry, type: string): number {
  const category = registry.get(type)?.category;
  return category === 'header' ? RANK.header : category === 'footer' ? RANK.footer : RANK.content;
}

/** Can a block of `type` go at `index` (0 to the length of `blocks`)? */
export function acceptsAt(
  registry: Registry,
  blocks: readonly Pick<EditorBlock, 'block_type'>[],
  type: string,
  index: number,
): boolean {
  if (!acceptsType(registry, type) || index < 0 || index > blocks.length) return false;
  const rank = rankOf(registry, type);
  return (
    blocks.slice(0, index).every((b) => rankOf(registry, b.block_type) <= rank) &&
    blocks.slice(index).every((b) => rankOf(registry, b.block_type) >= rank)
  );
}

/** The accepted position nearest to `wanted` (the later one on a tie), or null when there is none. */
export function placeFor(
  registry: Registry,
  blocks: readonly Pick<EditorBlock, 'block_type'>[],
  type: string,
  wanted: number,
): number | null {
  for (let distance = 0; distance <= blocks.length; distance++) {
    for (const at of [wanted + distance, wanted - distance]) {
      if (acceptsAt(registry, blocks, type, at)) return at;
    }
  }
  return null;
}
