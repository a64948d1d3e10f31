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

type Blocks = readonly Pick<EditorBlock, 'block_type'>[];

/**
 * For each position, the highest rank before it and the lowest rank from it, computed once per page
 * (the editor's pages are immutable arrays): every overlay asks where the copied block may go.
 */
const bounds = new WeakMap<Blocks, { before: number[]; after: number[] }>();
function boundsOf(registry: Registry, blocks: Blocks) {
  let entry = bounds.get(blocks);
  if (!entry) {
    const ranks = blocks.map((b) => rankOf(registry, b.block_type));
    const before: number[] = [RANK.header];
    for (const r of ranks) before.push(Math.max(before.at(-1)!, r));
    const after: number[] = [RANK.footer];
    for (const r of [...ranks].reverse()) after.unshift(Math.min(after[0]!, r));
    entry = { before, after };
    bounds.set(blocks, entry);
  }
  return entry;
}

/** Can a block of `type` go at `index` (0 to the length of `blocks`)? */
export function acceptsAt(registry: Registry, blocks: Blocks, type: string, index: number): boolean {
  if (!acceptsType(registry, type) || index < 0 || index > blocks.length) return false;
  const rank = rankOf(registry, type);
  const { before, after } = boundsOf(registry, blocks);
  return before[index]! <= rank && after[index]! >= rank;
}

/** The accepted position nearest to `wanted` (the later one on a tie), or null when there is none. */
export function placeFor(registry: Registry, blocks: Blocks, type: string, wanted: number): number | null {
  for (let distance = 0; distance <= blocks.length; distance++) {
    for (const at of [wanted + distance, wanted - distance]) {
      if (acceptsAt(registry, blocks, type, at)) return at;
    }
  }
  return null;
}
