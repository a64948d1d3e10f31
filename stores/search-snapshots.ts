/**
 * What the back button brings back on the search page (issue 11): per history entry, the query it
 * showed, the cards loaded so far and the scroll position, in session storage (it survives a full
 * reload and a visit to another site in the same tab). Only the last few entries are kept; anything
 * unreadable is ignored.
 */
import type { OrderBy, PropertyListingItem } from '../domain';

export const SNAPSHOT_STORAGE_KEY = 'search-snapshots';
/** Entries kept, newest first (the page is rarely more than a few steps back). */
export const SNAPSHOTS_KEPT = 6;

export interface SearchSnapshot {
  /** History entry (the router's location key). */
  key: string;
  /** The page's query string, without `?`. */
  query: string;
  orderBy: OrderBy;
  items: PropertyListingItem[];
  total: number;
  page: number;
  scrollY: number;
}

function readAll(): SearchSnapshot[] {
  try {
    const raw = sessionStorage.getItem(SNAPSHOT_STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isSnapshot) : [];
  } catch {
    return [];
  }
}

function isSnapshot(value: unknown): value is SearchSnapshot {
  const v = value as Partial<SearchSnapshot> | null;
  return (
    !!v &&
    typeof v.key === 'string' &&
    typeof v.query === 'string' &&
    typeof v.orderBy === 'string' &&
    Array.isArray(v.items) &&
    typeof v.total === 'number' &&
    typeof v.page === 'number' &&
    typeof v.scrollY === 'number'
  );
}

/** Keeps the snapshot of a history entry (replacing that entry's previous one). */
export function saveSnapshot(snapshot: SearchSnapshot): void {
  const list = [snapshot, ...readAll().filter((s) => s.key !== snapshot.key)].slice(0, SNAPSHOTS_KEPT);
  try {
    sessionStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or unavailable: the back button then reloads the first page, as without it
  }
}

/** The snapshot of a history entry, if it showed this very query. */
export function findSnapshot(key: string, query: string): SearchSnapshot | undefined {
  return readAll().find((s) => s.key === key && s.query === query);
}
