/**
 * The posts archive as a state machine: category selection rules, order, pages, and the
 * `GET /articles` call each change asks for. Pure: the hook (useArchive.ts) runs the calls.
 */
import {
  type ArchiveCall,
  DEFAULT_ARCHIVE_QUERY,
  normalizeSelection,
  sameArchiveQuery,
} from '../../../api/core/archive-query';
import type {
  ArchiveCategory,
  ArchiveCoreData,
  ArchiveOrder,
  ArchiveQuery,
  ArticlesResponse,
  BlogArticle,
} from '../../../domain';

/** A call to make: waiting for its debounce or in flight. `seq` tells its answer from older ones. */
export interface ArchiveRequest {
  seq: number;
  call: ArchiveCall;
  query: ArchiveQuery;
}

export interface ArchiveState {
  /** What the visitor asked for; an empty `categories` means all are selected. */
  query: ArchiveQuery;
  /** Every category with its count; null until loaded. */
  categories: ArchiveCategory[] | null;
  /** The loaded articles (of `query` once no request is pending). */
  articles: BlogArticle[];
  /** Matching articles in all; null until loaded. */
  total: number | null;
  request: ArchiveRequest | null;
  /** The last call failed; `retry` sends it again. */
  failed: ArchiveRequest | null;
  seq: number;
}

export type ArchiveAction =
  | { type: 'start'; query: ArchiveQuery }
  | { type: 'toggle'; id: number }
  | { type: 'order'; order: ArchiveOrder }
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'loaded'; seq: number; answer: ArticlesResponse['data'] }
  | { type: 'failed'; seq: number }
  | { type: 'retry' };

const ids = (categories: readonly ArchiveCategory[] | null) => (categories ?? []).map((c) => c.id);

/**
 * The selection after a click on a category's checkbox: when all are selected, only that one;
 * otherwise that one is added or removed; deselecting the last one, or selecting every one, is all
 * again (an empty selection).
 */
export function toggleCategory(selected: readonly number[], id: number, allIds: readonly number[]): number[] {
  if (selected.length === 0) return normalizeSelection([id], allIds);
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return normalizeSelection([...selected, id], allIds);
}

/** Whether a category's checkbox is checked: every one is while all are selected. */
export const isChecked = (query: ArchiveQuery, id: number) =>
  query.categories.length === 0 || query.categories.includes(id);

const allSelected = (state: ArchiveState) => state.query.categories.length === 0;
export const isFetching = (state: ArchiveState) => state.request !== null;
/** Reset: disabled while fetching or when all categories are selected. */
export const canReset = (state: ArchiveState) => !isFetching(state) && !allSelected(state);
/** Show more: hidden while fetching, and once every matching article is loaded. */
export const canShowMore = (state: ArchiveState) =>
  !isFetching(state) && state.total !== null && state.articles.length < state.total;
/** The list is being replaced (not extended): its cards give way to skeletons. */
export const isReplacing = (state: ArchiveState) => state.request !== null && state.request.call !== 'more';

/** The state the server renders: the embedded answer, or nothing loaded yet. */
export function initialArchiveState(coreData?: ArchiveCoreData | null): ArchiveState {
  if (!coreData)
    return {
      query: DEFAULT_ARCHIVE_QUERY,
      categories: null,
      articles: [],
      total: null,
      request: null,
      failed: null,
      seq: 0,
    };
  return {
    query: {
      ...coreData.query,
      categories: normalizeSelection(coreData.query.categories, ids(coreData.categories)),
    },
    categories: coreData.categories,
    articles: coreData.articles,
    total: coreData.total,
    request: null,
    failed: null,
    seq: 0,
  };
}

function ask(state: ArchiveState, call: ArchiveCall, query: ArchiveQuery): ArchiveState {
  const seq = state.seq + 1;
  return { ...state, query, seq, request: { seq, call, query }, failed: null };
}

export function archiveReducer(state: ArchiveState, action: ArchiveAction): ArchiveState {
  switch (action.type) {
    case 'start': {
      // In the browser, the URL's state when it is not what the server rendered (or nothing was).
      const query = {
        ...action.query,
        categories: normalizeSelection(action.query.categories, ids(state.categories)),
      };
      if (state.categories && state.total !== null && sameArchiveQuery(query, state.query)) return state;
      return ask(state, state.categories ? 'restore' : 'first', query);
    }
    case 'toggle': {
      if (!state.categories) return state;
      const categories = toggleCategory(state.query.categories, action.id, ids(state.categories));
      return ask(state, 'filters', { ...state.query, categories, pages: 1 });
    }
    case 'order':
      if (action.order === state.query.order) return state;
      return ask(state, 'filters', { ...state.query, order: action.order, pages: 1 });
    case 'reset':
      if (!canReset(state)) return state;
      return ask(state, 'filters', { ...state.query, categories: [], pages: 1 });
    case 'more':
      if (!canShowMore(state)) return state;
      return ask(state, 'more', { ...state.query, pages: state.query.pages + 1 });
    case 'retry':
      return state.failed ? ask(state, state.failed.call, state.failed.query) : state;
    case 'failed':
      if (state.request?.seq !== action.seq) return state;
      return { ...state, request: null, failed: state.request };
    case 'loaded': {
      const request = state.request;
      if (request?.seq !== action.seq) return state;
      const answer = action.answer;
      // Categories come with the first call only; an answer without them keeps those known.
      const categories = answer.categories?.length ? answer.categories : state.categories;
      const articles = request.call === 'more' ? [...state.articles, ...answer.articles] : answer.articles;
      const next: ArchiveState = { ...state, categories, articles, total: answer.total, request: null };
      // A URL may name categories that do not exist: once they are known, ask again for the real selection.
      const selection = normalizeSelection(state.query.categories, ids(categories));
      if (selection.join() !== state.query.categories.join())
        return ask(next, 'restore', { ...state.query, categories: selection });
      return next;
    }
  }
}
