/**
 * The QA editor's store, in slices (Puck's layout): document, history, selection, clipboard and
 * view. Every change to the document goes through `apply`, which runs an action recipe with immer's
 * `produceWithPatches` and records the patches for undo and redo. Only the document and the
 * clipboard are persisted (localStorage), so the work survives a reload.
 */
import { applyPatches, enablePatches, produceWithPatches } from 'immer';
import { create, type StateCreator } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import type { Locale } from '../../engine/schemas';
import type { Breakpoint } from '../../ui/constants';
import { type Recipe, replaceDocument } from './actions';
import { emptyHistory, type History, type HistorySubject, recordEntry, takeRedo, takeUndo } from './history';
import type { EditorBlock, EditorDocument } from './types';

enablePatches();

export const STORAGE_KEY = 'qa-editor:sections';
/**
 * Writes to localStorage wait for a pause in typing: serialising a large page (a 200-block page
 * takes some 20 ms) between two keystrokes would make the next one lag.
 */
export const PERSIST_DELAY_MS = 300;
/** While the tester types without a pause, the page is still written at least this often. */
export const PERSIST_MAX_WAIT_MS = 2000;

/**
 * localStorage, written `delayMs` after the last change (at the latest `maxWaitMs` after the first
 * unsaved one) and at once when the page is hidden or left, so a reload never loses work.
 */
export function deferredLocalStorage<S>(
  delayMs = PERSIST_DELAY_MS,
  maxWaitMs = PERSIST_MAX_WAIT_MS,
): PersistStorage<S> {
  let pending: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnsaved = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    localStorage.setItem(pending.name, JSON.stringify(pending.value));
    pending = null;
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return {
    getItem: (name) => {
      const raw = localStorage.getItem(name);
      return raw ? (JSON.parse(raw) as StorageValue<S>) : null;
    },
    setItem: (name, value) => {
      const now = Date.now();
      if (!pending) firstUnsaved = now;
      pending = { name, value };
      clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(delayMs, firstUnsaved + maxWaitMs - now)));
    },
    removeItem: (name) => {
      pending = null;
      localStorage.removeItem(name);
    },
  };
}

export interface DocumentSlice {
  blocks: EditorDocument;
  /**
   * Runs an action; `mergeKey` groups quick successive changes of one field into one undo step;
   * `subject` is the block it is about, which undo and redo select and focus.
   */
  apply: (recipe: Recipe, mergeKey?: string, subject?: HistorySubject) => void;
  /** Replaces the whole page (import, demo page): one undo step. */
  load: (blocks: EditorDocument) => void;
}

/** `keepFocus`: focus stays where it is (a toolbar button) and the changed block is only shown. */
export interface StepOptions {
  keepFocus?: boolean;
}

export interface HistorySlice {
  history: History;
  /** Undoes the last step, selects the block it changed and asks for focus on it (see `StepOptions`). */
  undo: (options?: StepOptions) => void;
  redo: (options?: StepOptions) => void;
}

/** Where keyboard focus should go next: a block of the canvas, the empty canvas, the inspector. */
export type FocusTarget =
  /**
   * A block, or one of its bar's actions (`move-down`) after the block moved; `reveal`: the block is
   * scrolled into view and focus stays where it is.
   */
  | { kind: 'block'; id: string; action?: string; reveal?: boolean }
  | { kind: 'canvas' }
  | { kind: 'inspector' }
  | { kind: 'palette' };

export interface SelectionSlice {
  selectedId: string | null;
  select: (id: string | null) => void;
  /** The latest focus request; `seq` tells a new request from an old one. */
  focus: { target: FocusTarget; seq: number } | null;
  requestFocus: (target: FocusTarget) => void;
  /**
   * Focuses what `subject` points at now: the block, else the block now at its place (or the last
   * one), else the empty canvas; selects it too unless told not to.
   */
  focusSubject: (subject: HistorySubject | undefined, options?: { select?: boolean } & StepOptions) => void;
  /** Where the palette inserts next (an insertion point between blocks), or null: after the selection. */
  insertAt: number | null;
  setInsertAt: (index: number | null) => void;
}

export interface ClipboardSlice {
  clipboard: EditorBlock | null;
  copy: (block: EditorBlock) => void;
}

export type Viewport = 'full' | Breakpoint;

export interface ViewSlice {
  /** Language of the localized inputs, and of the canvas, which follows them. */
  contentLocale: Locale;
  setContentLocale: (locale: Locale) => void;
  viewport: Viewport;
  setViewport: (viewport: Viewport) => void;
}

export type EditorState = DocumentSlice & HistorySlice & SelectionSlice & ClipboardSlice & ViewSlice;
type Slice<T> = StateCreator<EditorState, [], [], T>;

const documentSlice: Slice<DocumentSlice> = (set, get) => ({
  blocks: [],
  apply(recipe, mergeKey, subject) {
    const [next, patches, inverse] = produceWithPatches(get().blocks, recipe);
    if (patches.length === 0) return;
    set({
      blocks: next,
      history: recordEntry(get().history, { patches, inverse, key: mergeKey, at: Date.now(), subject }),
    });
  },
  load(blocks) {
    get().apply(replaceDocument(blocks));
    set({ selectedId: null });
  },
});

const historySlice: Slice<HistorySlice> = (set, get) => ({
  history: emptyHistory(),
  undo(options) {
    const step = takeUndo(get().history);
    if (!step) return;
    set({ blocks: applyPatches(get().blocks, step.entry.inverse), history: step.history });
    get().focusSubject(step.entry.subject, options);
  },
  redo(options) {
    const step = takeRedo(get().history);
    if (!step) return;
    set({ blocks: applyPatches(get().blocks, step.entry.patches), history: step.history });
    get().focusSubject(step.entry.subject, options);
  },
});

const selectionSlice: Slice<SelectionSlice> = (set, get) => ({
  selectedId: null,
  select: (id) => set({ selectedId: id }),
  focus: null,
  requestFocus: (target) => set({ focus: { target, seq: (get().focus?.seq ?? 0) + 1 } }),
  focusSubject(subject, { select = true, keepFocus = false } = {}) {
    const blocks = get().blocks;
    const own = subject?.id ? blocks.find((b) => b.id === subject.id) : undefined;
    const at = subject?.index !== undefined ? Math.min(subject.index, blocks.length - 1) : -1;
    const near = own ?? (at >= 0 ? blocks[at] : undefined);
    if (near) {
      if (select) set({ selectedId: near.id });
      get().requestFocus({ kind: 'block', id: near.id, ...(keepFocus ? { reveal: true } : {}) });
    } else {
      if (!blocks.some((b) => b.id === get().selectedId)) set({ selectedId: null });
      if (!keepFocus) get().requestFocus({ kind: 'canvas' });
    }
  },
  insertAt: null,
  setInsertAt: (insertAt) => set({ insertAt }),
});

const clipboardSlice: Slice<ClipboardSlice> = (set) => ({
  clipboard: null,
  copy: (block) => set({ clipboard: JSON.parse(JSON.stringify(block)) as EditorBlock }),
});

const viewSlice: Slice<ViewSlice> = (set) => ({
  contentLocale: 'fr',
  setContentLocale: (contentLocale) => set({ contentLocale }),
  viewport: 'full',
  setViewport: (viewport) => set({ viewport }),
});

export const createEditorState: StateCreator<EditorState> = (...a) => ({
  ...documentSlice(...a),
  ...historySlice(...a),
  ...selectionSlice(...a),
  ...clipboardSlice(...a),
  ...viewSlice(...a),
});

/** A store; the page uses one, tests make their own. `persistKey: null` keeps it in memory. */
export function createEditorStore(persistKey: string | null = STORAGE_KEY) {
  if (!persistKey) return create<EditorState>()(createEditorState);
  return create<EditorState>()(
    persist(createEditorState, {
      name: persistKey,
      version: 1,
      storage: deferredLocalStorage(),
      partialize: (s) => ({ blocks: s.blocks, clipboard: s.clipboard, contentLocale: s.contentLocale }),
    }),
  );
}

export type EditorStore = ReturnType<typeof createEditorStore>;
