/**
 * The posts archive's state in its URL and the `GET /articles` calls it makes.
 * The site's archive block writes and reads the URL with these; the
 * content backend reads the same URL to embed the matching first answer.
 *
 * URL: `categories=1,3` (only when not all are selected; repeated `categories=` works too, as a
 * plain form sends it), `order=asc` (only when not the default `desc`), `page=3` (pages loaded,
 * only when more than one).
 */
import type { ArchiveOrder, ArchiveQuery } from '../../domain';
import type { ArticlesQuery } from './client';
import { ARCHIVE_MAX_RESTORED_PAGES, ARTICLES_PAGE_SIZE } from './constants';

export const DEFAULT_ARCHIVE_QUERY: ArchiveQuery = { categories: [], order: 'desc', pages: 1 };

const ID = /^\d{1,9}$/;

/** The archive state of a query string; anything unreadable falls back to the default. */
export function parseArchiveSearch(search: string | URLSearchParams): ArchiveQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids = new Set<number>();
  for (const value of params.getAll('categories'))
    for (const part of value.split(',')) {
      const id = part.trim();
      if (ID.test(id) && Number(id) >= 1) ids.add(Number(id));
    }
  const order: ArchiveOrder = params.get('order')?.trim() === 'asc' ? 'asc' : 'desc';
  const rawPage = params.get('page')?.trim() ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    categories: [...ids].sort((a, b) => a - b).slice(0, 100),
    order,
    pages: Math.min(Math.max(page, 1), ARCHIVE_MAX_RESTORED_PAGES),
  };
}

/** The query string of an archive state (with its `?`), empty for the default state. */
export function archiveSearchOf(query: ArchiveQuery): string {
  const parts: string[] = [];
  if (query.categories.length)
    parts.push(`categories=${[...query.categories].sort((a, b) => a - b).join(',')}`);
  if (query.order !== 'desc') parts.push(`order=${query.order}`);
  if (query.pages > 1) parts.push(`page=${query.pages}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Same state (category order does not matter). */
export function sameArchiveQuery(a: ArchiveQuery, b: ArchiveQuery): boolean {
  return archiveSearchOf(a) === archiveSearchOf(b);
}

/**
 * Only the selected ids that are known categories, sorted; none, or every category, means all (an
 * empty selection). Without known categories the selection is kept as it is.
 */
export function normalizeSelection(selected: readonly number[], categoryIds: readonly number[]): number[] {
  const unique = [...new Set(selected)].sort((a, b) => a - b);
  if (categoryIds.length === 0) return unique;
  const known = new Set(categoryIds);
  const kept = unique.filter((id) => known.has(id));
  return kept.length === known.size ? [] : kept;
}

/**
 * Why the archive calls `GET /articles`:
 * - `first`: nothing is loaded yet; every page of the state at once, and the categories with their
 *   counts;
 * - `restore`: the categories are known (embedded) but the articles of this state are not: every
 *   page at once;
 * - `filters`: categories or order changed: page 1 again (the only debounced call);
 * - `more`: one more page, the last of `query.pages`.
 */
export type ArchiveCall = 'first' | 'restore' | 'filters' | 'more';

/**
 * The articles call for an archive state: `with_categories=1` on the first call only,
 * `categories` only when not all are selected (an empty selection means all).
 */
export function articlesQueryOf(query: ArchiveQuery, call: ArchiveCall): ArticlesQuery {
  const base = {
    order: query.order,
    ...(query.categories.length ? { categories: [...query.categories] } : {}),
  };
  switch (call) {
    case 'first':
      return { ...base, page: 1, limit: ARTICLES_PAGE_SIZE * query.pages, withCategories: true };
    case 'restore':
      return { ...base, page: 1, limit: ARTICLES_PAGE_SIZE * query.pages };
    case 'filters':
      return { ...base, page: 1, limit: ARTICLES_PAGE_SIZE };
    case 'more':
      return { ...base, page: query.pages, limit: ARTICLES_PAGE_SIZE };
  }
}
