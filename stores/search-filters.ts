/**
 * The property search filters as the visitor edits them: one store for the search bar, the filter
 * overlay and the search page's toolbar. It is a draft: the search itself is the search page's URL,
 * which the page writes once no overlay or dropdown is open.
 *
 * The visit's copy in session storage (what a bare search page, a search bar or the alert form
 * start from) is written from the URL's search only (`storeSearchFilters`), never from a draft.
 * What comes back from storage is cast field by field: a malformed value is dropped, never a crash.
 */
import { create } from 'zustand';
import { castFilters, EMPTY_FILTERS } from '../api/core/search-query';
import type { SearchFilters } from '../domain';

export const SEARCH_FILTERS_STORAGE_KEY = 'search-filters';

interface SearchFiltersState {
  filters: SearchFilters;
  /** Changes some filters, keeps the others. */
  update: (patch: Partial<SearchFilters>) => void;
  /** Replaces every filter (from the URL, say). */
  replace: (filters: SearchFilters) => void;
  reset: () => void;
}

const same = (a: SearchFilters, b: SearchFilters) => JSON.stringify(a) === JSON.stringify(b);

export const useSearchFilters = create<SearchFiltersState>()((set) => ({
  filters: EMPTY_FILTERS,
  update: (patch) => set((s) => ({ filters: castFilters({ ...s.filters, ...patch }) })),
  // Filters equal to the current ones keep the state: no one is told of a change that is none.
  replace: (filters) =>
    set((s) => {
      const next = castFilters(filters);
      return same(next, s.filters) ? s : { filters: next };
    }),
  reset: () => set((s) => (same(s.filters, EMPTY_FILTERS) ? s : { filters: EMPTY_FILTERS })),
}));

/** The visit's stored filters; none (defaults) when nothing or nothing readable is stored. */
export function readStoredFilters(): SearchFilters {
  try {
    const raw = sessionStorage.getItem(SEARCH_FILTERS_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return castFilters((stored as { state?: { filters?: unknown } } | null)?.state?.filters);
  } catch {
    // unreadable storage (privacy mode) or not JSON: the defaults
    return castFilters(null);
  }
}

/** Keeps the search the page's URL shows as the visit's filters. */
export function storeSearchFilters(filters: SearchFilters): void {
  try {
    sessionStorage.setItem(
      SEARCH_FILTERS_STORAGE_KEY,
      JSON.stringify({ state: { filters: castFilters(filters) }, version: 0 }),
    );
  } catch {
    // storage full or unavailable: the next visit starts without filters
  }
}

/**
 * Reads the stored filters into the draft (call once after mount: the server renders with none).
 * The same filters as the draft's keep the state as it is, so a first visit redraws nothing.
 */
export function hydrateSearchFilters(): void {
  useSearchFilters.getState().replace(readStoredFilters());
}
