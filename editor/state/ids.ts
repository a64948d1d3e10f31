import type { BlockEnvelope } from '../../engine/schemas';
import type { EditorBlock } from './types';

let counter = 0;

/** A fresh block id, unique in this browser. */
export function newBlockId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  counter += 1;
  return `b-${random}-${counter.toString(36)}`;
}

/** A deep copy of a block with a new id: insert, duplicate, paste and import never share ids. */
export function withFreshId(block: BlockEnvelope, makeId: () => string = newBlockId): EditorBlock {
  const copy = structuredClone(block) as BlockEnvelope;
  return { ...copy, id: makeId() };
}
