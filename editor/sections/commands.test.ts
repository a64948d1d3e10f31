import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { createEditorStore } from '../state/store';
import { insertNewBlock } from './commands';

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
