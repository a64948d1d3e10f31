import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  cycleColorScheme,
  duplicateBlock,
  insertBlock,
  moveBlock,
  nextColorScheme,
  removeBlock,
  replaceDocument,
  updateBlockPart,
} from './actions';
import type { EditorDocument } from './types';

const doc = (): EditorDocument => [
  { id: 'a', block_type: 'spacer', block_params: { color_scheme: 'normal' }, fields: {} },
  { id: 'b', block_type: 'qa_accordion', block_params: {}, fields: { main_title: { fr: 'Titre' } } },
  { id: 'c', block_type: 'spacer', block_params: {}, fields: {} },
];
const ids = (d: EditorDocument) => d.map((b) => b.id);

describe('insertBlock', () => {
  it('inserts at the index, at the end by default, clamped', () => {
    const block = { id: 'n', block_type: 'spacer', block_params: {}, fields: {} };
    expect(ids(produce(doc(), insertBlock(block, 1)))).toEqual(['a', 'n', 'b', 'c']);
    expect(ids(produce(doc(), insertBlock(block)))).toEqual(['a', 'b', 'c', 'n']);
    expect(ids(produce(doc(), insertBlock(block, 99)))).toEqual(['a', 'b', 'c', 'n']);
  });
});

describe('removeBlock', () => {
  it('removes by id and ignores unknown ids', () => {
    expect(ids(produce(doc(), removeBlock('b')))).toEqual(['a', 'c']);
    const same = doc();
    expect(produce(same, removeBlock('zz'))).toBe(same);
  });
});

describe('moveBlock', () => {
  it('moves a block up or down; out of range does nothing', () => {
    expect(ids(produce(doc(), moveBlock(0, 2)))).toEqual(['b', 'c', 'a']);
    expect(ids(produce(doc(), moveBlock(2, 1)))).toEqual(['a', 'c', 'b']);
    const same = doc();
    expect(produce(same, moveBlock(0, -1))).toBe(same);
    expect(produce(same, moveBlock(2, 3))).toBe(same);
  });
});

describe('duplicateBlock', () => {
  it('puts a deep copy with the new id right after the block', () => {
    const out = produce(doc(), duplicateBlock('b', 'b2'));
    expect(ids(out)).toEqual(['a', 'b', 'b2', 'c']);
    expect(out[2]!.fields).toEqual(out[1]!.fields);
    expect(out[2]!.fields).not.toBe(out[1]!.fields);
  });
});

describe('updateBlockPart', () => {
  it('writes only what changed', () => {
    const before = doc();
    const out = produce(before, updateBlockPart('b', 'fields', { main_title: { fr: 'Titre', en: 'Title' } }));
    expect(out[1]!.fields).toEqual({ main_title: { fr: 'Titre', en: 'Title' } });
    expect(out[0]).toBe(before[0]);
  });
  it('gives back the same document when nothing changed', () => {
    const before = doc();
    expect(produce(before, updateBlockPart('b', 'fields', { main_title: { fr: 'Titre' } }))).toBe(before);
  });
  it('removes keys the form dropped', () => {
    const out = produce(doc(), updateBlockPart('a', 'block_params', {}));
    expect(out[0]!.block_params).toEqual({});
  });
});

describe('cycleColorScheme', () => {
  it('cycles normal → normal-grey → inverted → normal', () => {
    let d = doc();
    const seen: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      d = produce(d, cycleColorScheme('a'));
      seen.push(d[0]!.block_params!.color_scheme);
    }
    expect(seen).toEqual(['normal-grey', 'inverted', 'normal']);
  });
  it('starts from the first scheme when the block has none', () => {
    expect(produce(doc(), cycleColorScheme('c'))[2]!.block_params!.color_scheme).toBe('normal');
  });
  it('nextColorScheme is undefined for an unknown scheme', () => {
    expect(nextColorScheme('purple')).toBeUndefined();
    expect(nextColorScheme('inverted')).toBe('normal');
  });
});

describe('replaceDocument', () => {
  it('replaces every block', () => {
    const next = [{ id: 'z', block_type: 'spacer', block_params: {}, fields: {} }];
    expect(ids(produce(doc(), replaceDocument(next)))).toEqual(['z']);
  });
});
