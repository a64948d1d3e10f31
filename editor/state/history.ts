/**
 * Undo and redo on immer patches (the Craft.js idea): an entry holds the patches of one user action
 * and their inverse. Consecutive changes with the same merge key (the same form field) within
 * `HISTORY_MERGE_MS` become one entry, so typing a word is one undo step. No empty entries.
 */
import type { Patch } from 'immer';

export const HISTORY_MERGE_MS = 1000;
export const HISTORY_LIMIT = 200;

/** The block an action is about, and where it stood: undo and redo bring focus back to it. */
export interface HistorySubject {
  id?: string;
  index?: number;
}

export interface HistoryEntry {
  patches: Patch[];
  inverse: Patch[];
  /** Changes with the same key in quick succession merge (e.g. `block-id:fields:root_title_fr`). */
  key?: string;
  at: number;
  subject?: HistorySubject;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const emptyHistory = (): History => ({ past: [], future: [] });

/** Adds an entry (or merges it into the last one); a new entry clears the redo list. */
export function recordEntry(history: History, entry: HistoryEntry, mergeMs = HISTORY_MERGE_MS): History {
  if (entry.patches.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (last && entry.key && last.key === entry.key && entry.at - last.at <= mergeMs) {
    const merged: HistoryEntry = {
      key: entry.key,
      at: entry.at,
      subject: last.subject ?? entry.subject,
      patches: [...last.patches, ...entry.patches],
      inverse: [...entry.inverse, ...last.inverse],
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
}

/** The entry to undo and the history after undoing it; null when there is nothing to undo. */
export function takeUndo(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [entry, ...history.future] } };
}

export function takeRedo(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return { entry, history: { past: [...history.past, entry], future: history.future.slice(1) } };
}
