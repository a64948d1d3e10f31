/**
 * What the editor's buttons, keys and drops do, beyond one recipe: where a new block lands, which
 * block gets focus afterwards, which toast offers to undo.
 */
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope } from '../../engine/schemas';
import { useToasts } from '../../stores/toasts';
import { insertBlock, removeBlock, replaceDocument } from '../state/actions';
import { withFreshId } from '../state/ids';
import { acceptsAt, placeFor } from '../state/placement';
import type { EditorStore } from '../state/store';

/** How long an undo toast stays (it pauses while hovered or focused; Ctrl+Z works at any time). */
export const UNDO_TOAST_MS = 10_000;

/** The position a new block takes: the chosen insertion point, else after the selection, else the end. */
function wantedIndex(store: EditorStore, index?: number): number {
  const state = store.getState();
  if (index !== undefined) return index;
  if (state.insertAt !== null) return Math.min(state.insertAt, state.blocks.length);
  const selected = state.selectedId ? state.blocks.findIndex((b) => b.id === state.selectedId) : -1;
  return selected >= 0 ? selected + 1 : state.blocks.length;
}

/** Insertions under way, per editor: each applies after the ones asked for before it. */
const pending = new WeakMap<EditorStore, Promise<unknown>>();

/**
 * Inserts a new block of a type (its first example, a fresh id) where it is accepted, and selects it.
 * Examples load on demand: a tester who inserts two blocks in quick succession gets them in the
 * order asked, even when the second one's example arrives first.
 */
export function insertNewBlock(store: EditorStore, type: string, index?: number): Promise<string | null> {
  const def = registry.get(type);
  if (!def) return Promise.resolve(null);
  const examples = loadExamples(def);
  const done = (pending.get(store) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const [example] = await examples;
      if (!example) return null;
      const block = withFreshId(example as BlockEnvelope);
      const state = store.getState();
      const wanted = wantedIndex(store, index);
      const at = placeFor(registry, state.blocks, type, wanted) ?? wanted;
      state.apply(insertBlock(block, at), undefined, { id: block.id, index: at });
      state.setInsertAt(null);
      state.select(block.id);
      return block.id;
    });
  pending.set(store, done);
  return done;
}

/** Pastes the copied block at `index`, when it is accepted there. */
export function pasteAt(store: EditorStore, index: number): string | null {
  const state = store.getState();
  const copied = state.clipboard;
  if (!copied || !acceptsAt(registry, state.blocks, copied.block_type, index)) return null;
  const block = withFreshId(copied);
  state.apply(insertBlock(block, index), undefined, { id: block.id, index });
  state.setInsertAt(null);
  state.select(block.id);
  state.requestFocus({ kind: 'block', id: block.id });
  return block.id;
}

/**
 * A toast that undoes the last step while it is still the last one: once that step is undone
 * otherwise (Ctrl+Z, the toolbar) or another step follows it, the toast closes, so it never offers
 * an action that no longer applies. Closed while focus is in it, it hands focus to the block the
 * step was about (or the block now in its place), never to the page's body.
 */
function offerUndo(store: EditorStore, title: string, undoLabel: string) {
  const entry = store.getState().history.past.at(-1);
  if (!entry) return;
  const toasts = useToasts.getState();
  let stopWatching = () => {};
  const id = toasts.push({
    kind: 'info',
    title,
    durationMs: UNDO_TOAST_MS,
    action: {
      label: undoLabel,
      run: () => {
        if (store.getState().history.past.at(-1) === entry) store.getState().undo();
      },
    },
    onClose: () => {
      stopWatching();
      const active = document.activeElement;
      if (active?.closest(`[data-toast-id="${CSS.escape(id)}"]`))
        store.getState().focusSubject(entry.subject, { select: false });
    },
  });
  stopWatching = store.subscribe((state) => {
    if (state.history.past.at(-1) !== entry) useToasts.getState().dismiss(id);
  });
}

export interface Words {
  deleted: (label: string) => string;
  cleared: (count: number) => string;
  undo: string;
}

/** Deletes a block; focus goes to the block now at its place (or the one before, or the empty canvas). */
export function deleteBlock(store: EditorStore, id: string, label: string, words: Words) {
  const state = store.getState();
  const index = state.blocks.findIndex((b) => b.id === id);
  if (index < 0) return;
  state.apply(removeBlock(id), undefined, { id, index });
  if (store.getState().selectedId === id) state.select(null);
  state.focusSubject({ index }, { select: false });
  offerUndo(store, words.deleted(label), words.undo);
}

/** Empties the page in one step that a toast (or Ctrl+Z) undoes. */
export function clearPage(store: EditorStore, words: Words) {
  const state = store.getState();
  const count = state.blocks.length;
  if (count === 0) return;
  state.apply(replaceDocument([]));
  state.select(null);
  state.requestFocus({ kind: 'canvas' });
  offerUndo(store, words.cleared(count), words.undo);
}
