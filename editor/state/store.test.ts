import { describe, expect, it } from 'vitest';
import { cycleColorScheme, insertBlock, removeBlock, updateBlockPart } from './actions';
import { createEditorStore } from './store';

const spacer = (id: string) => ({ id, block_type: 'spacer', block_params: { height: 10 }, fields: {} });

describe('editor store', () => {
  it('undoes and redoes actions through immer patches', () => {
    const store = createEditorStore(null);
    const { apply } = store.getState();
    apply(insertBlock(spacer('a')));
    apply(insertBlock(spacer('b')));
    apply(removeBlock('a'));
    expect(store.getState().blocks.map((b) => b.id)).toEqual(['b']);
    store.getState().undo();
    expect(store.getState().blocks.map((b) => b.id)).toEqual(['a', 'b']);
    store.getState().undo();
    expect(store.getState().blocks.map((b) => b.id)).toEqual(['a']);
    store.getState().redo();
    store.getState().redo();
    expect(store.getState().blocks.map((b) => b.id)).toEqual(['b']);
  });

  it('makes one entry of typing in one field and none of a no-op', () => {
    const store = createEditorStore(null);
    store.getState().apply(insertBlock(spacer('a')));
    for (const h of [1, 12, 123]) {
      store.getState().apply(updateBlockPart('a', 'block_params', { height: h }), 'a:height');
    }
    store.getState().apply(updateBlockPart('a', 'block_params', { height: 123 }), 'a:height');
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().blocks[0]!.block_params).toEqual({ height: 10 });
  });

  it('load replaces the page in one undoable step and clears the selection', () => {
    const store = createEditorStore(null);
    store.getState().apply(insertBlock(spacer('a')));
    store.getState().select('a');
    store.getState().load([spacer('x'), spacer('y')]);
    expect(store.getState().selectedId).toBeNull();
    store.getState().undo();
    expect(store.getState().blocks.map((b) => b.id)).toEqual(['a']);
  });

  it('cycles a colour scheme as one entry per click', () => {
    const store = createEditorStore(null);
    store.getState().apply(insertBlock(spacer('a')));
    store.getState().apply(cycleColorScheme('a'));
    store.getState().apply(cycleColorScheme('a'));
    expect(store.getState().blocks[0]!.block_params!.color_scheme).toBe('normal-grey');
    expect(store.getState().history.past).toHaveLength(3);
  });

  it('undo and redo select the changed block; a toolbar step only shows it, focus staying put', () => {
    const store = createEditorStore(null);
    const { apply } = store.getState();
    apply(insertBlock(spacer('a')));
    apply(insertBlock(spacer('b')));
    apply(removeBlock('a'), undefined, { id: 'a', index: 0 });
    store.getState().undo({ keepFocus: true });
    expect(store.getState().selectedId).toBe('a');
    expect(store.getState().focus?.target).toEqual({ kind: 'block', id: 'a', reveal: true });
    store.getState().redo();
    expect(store.getState().selectedId).toBe('b');
    expect(store.getState().focus?.target).toEqual({ kind: 'block', id: 'b' });
  });
});
