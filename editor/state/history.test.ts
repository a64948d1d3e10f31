import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { emptyHistory, type HistoryEntry, recordEntry, takeRedo, takeUndo } from './history';

const patch = (value: string): Patch[] => [{ op: 'replace', path: [0, 'x'], value }];
const entry = (value: string, key: string | undefined, at: number): HistoryEntry => ({
  patches: patch(value),
  inverse: patch(`not-${value}`),
  key,
  at,
});

describe('history', () => {
  it('records no empty entry', () => {
    const h = recordEntry(emptyHistory(), { patches: [], inverse: [], at: 0 });
    expect(h.past).toHaveLength(0);
  });

  it('merges quick changes of the same field into one entry, keeping the first inverse last', () => {
    let h = recordEntry(emptyHistory(), entry('a', 'f1', 0));
    h = recordEntry(h, entry('ab', 'f1', 300));
    h = recordEntry(h, entry('abc', 'f1', 600));
    expect(h.past).toHaveLength(1);
    expect(h.past[0]!.patches.map((p) => p.value)).toEqual(['a', 'ab', 'abc']);
    expect(h.past[0]!.inverse.at(-1)!.value).toBe('not-a');
  });

  it('starts a new entry for another field, after a pause, or without key', () => {
    let h = recordEntry(emptyHistory(), entry('a', 'f1', 0));
    h = recordEntry(h, entry('b', 'f2', 10));
    h = recordEntry(h, entry('c', 'f2', 5000));
    h = recordEntry(h, entry('d', undefined, 5001));
    h = recordEntry(h, entry('e', undefined, 5002));
    expect(h.past).toHaveLength(5);
  });

  it('undo then redo moves entries between past and future; a new entry clears redo', () => {
    let h = recordEntry(emptyHistory(), entry('a', undefined, 0));
    const undone = takeUndo(h)!;
    expect(undone.entry.patches[0]!.value).toBe('a');
    h = undone.history;
    expect(h).toEqual({ past: [], future: [undone.entry] });
    const redone = takeRedo(h)!;
    expect(redone.history.past).toHaveLength(1);
    h = recordEntry(undone.history, entry('b', undefined, 1));
    expect(h.future).toHaveLength(0);
    expect(takeUndo(emptyHistory())).toBeNull();
    expect(takeRedo(emptyHistory())).toBeNull();
  });
});
