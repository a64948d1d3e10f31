// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { useToasts } from '../../stores/toasts';
import { createEditorStore } from '../state/store';
import { deleteBlock, insertNewBlock, type Words } from './commands';

const qa = registry.get('qa_accordion')!;
const original = qa.examples;

afterEach(() => {
  (qa as { examples: typeof original }).examples = original;
});

describe('inserting blocks from the palette', () => {
  it('keeps the order a tester asked for when a later block’s example loads first', async () => {
    // The first block's example is slow to arrive (a chunk not yet loaded); the second is quick.
    (qa as { examples: typeof original }).examples = Object.fromEntries(
      Object.entries(original).map(([name, load]) => [
        name,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 40));
          return load();
        },
      ]),
    );
    const store = createEditorStore(null);
    const first = insertNewBlock(store, 'qa_accordion');
    const second = insertNewBlock(store, 'spacer');
    await Promise.all([first, second]);
    expect(store.getState().blocks.map((b) => b.block_type)).toEqual(['qa_accordion', 'spacer']);
    expect(store.getState().selectedId).toBe(await second);
  });

  it('goes on after an insertion that found nothing to insert', async () => {
    const store = createEditorStore(null);
    expect(await insertNewBlock(store, 'no_such_block')).toBeNull();
    await insertNewBlock(store, 'spacer');
    expect(store.getState().blocks.map((b) => b.block_type)).toEqual(['spacer']);
  });
});

describe('undo toasts', () => {
  const words: Words = {
    deleted: (label) => `${label} deleted`,
    cleared: (n) => `${n} cleared`,
    undo: 'Undo',
  };
  const toastTitles = () => useToasts.getState().toasts.map((t) => t.title);

  it('closes once its step is undone otherwise, or another step follows it', async () => {
    const store = createEditorStore(null);
    await insertNewBlock(store, 'spacer');
    const [id] = store.getState().blocks.map((b) => b.id);
    deleteBlock(store, id!, 'Spacer', words);
    expect(toastTitles()).toEqual(['Spacer deleted']);
    store.getState().undo();
    expect(toastTitles()).toEqual([]);

    deleteBlock(store, id!, 'Spacer', words);
    expect(toastTitles()).toEqual(['Spacer deleted']);
    await insertNewBlock(store, 'spacer');
    expect(toastTitles()).toEqual([]);
    // The step it offered is still there to undo by other means.
    expect(store.getState().history.past).toHaveLength(3);
  });
});
