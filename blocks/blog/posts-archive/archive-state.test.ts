import { describe, expect, it } from 'vitest';
import type { ArchiveCategory, ArchiveCoreData, ArticlesResponse, BlogArticle } from '../../../domain';
import {
  type ArchiveAction,
  type ArchiveState,
  archiveReducer,
  canReset,
  canShowMore,
  initialArchiveState,
  isChecked,
  isReplacing,
  toggleCategory,
} from './archive-state';

const ALL = [1, 2, 3, 4, 5];

describe('category selection rules', () => {
  it('selects only the toggled category when all are selected', () => {
    expect(toggleCategory([], 3, ALL)).toEqual([3]);
  });

  it('adds and removes categories from a partial selection', () => {
    expect(toggleCategory([3], 1, ALL)).toEqual([1, 3]);
    expect(toggleCategory([1, 3], 3, ALL)).toEqual([1]);
  });

  it('resets to all when the last one is deselected, or when every one is selected', () => {
    expect(toggleCategory([3], 3, ALL)).toEqual([]);
    expect(toggleCategory([1, 2, 3, 4], 5, ALL)).toEqual([]);
  });

  it('shows every checkbox checked while all are selected', () => {
    const all = { categories: [], order: 'desc' as const, pages: 1 };
    expect(ALL.every((id) => isChecked(all, id))).toBe(true);
    const some = { ...all, categories: [2] };
    expect(ALL.filter((id) => isChecked(some, id))).toEqual([2]);
  });
});

const category = (id: number): ArchiveCategory => ({ id, label: { fr: `C${id}` }, articles_count: 8 });
const article = (id: number): BlogArticle => ({
  id,
  slug: { fr: `a-${id}` },
  title: { fr: `Article ${id}` },
  excerpt: { fr: '' },
  thumbnails: { url_small: 'a.svg', url_large: 'a.svg' },
  author: { name: 'A', thumbnail: '' },
  category: { id: 1, label: { fr: 'C1' } },
  published_at: '2026-01-01T00:00:00.000Z',
  read_time: { fr: 2 },
});
const page = (from: number, count: number, total: number, categories?: ArchiveCategory[]) =>
  ({
    articles: Array.from({ length: count }, (_, i) => article(from + i)),
    total,
    page: 1,
    last_page: Math.ceil(total / 6),
    ...(categories ? { categories } : {}),
  }) satisfies ArticlesResponse['data'];

const embedded: ArchiveCoreData = {
  query: { categories: [], order: 'desc', pages: 1 },
  categories: ALL.map(category),
  articles: page(1, 6, 40).articles,
  total: 40,
};
const run = (state: ArchiveState, ...actions: ArchiveAction[]) => actions.reduce(archiveReducer, state);
const answer = (state: ArchiveState, data: ArticlesResponse['data']) =>
  archiveReducer(state, { type: 'loaded', seq: state.request!.seq, answer: data });

describe('posts archive state', () => {
  it('asks the first call (with categories, every page of the URL) when nothing is embedded', () => {
    const state = run(initialArchiveState(), {
      type: 'start',
      query: { categories: [2], order: 'asc', pages: 2 },
    });
    expect(state.request).toMatchObject({
      call: 'first',
      query: { categories: [2], order: 'asc', pages: 2 },
    });
    expect(state.categories).toBeNull();
    const loaded = answer(state, page(1, 12, 8 * 2, ALL.map(category)));
    expect(loaded.request).toBeNull();
    expect(loaded.categories).toHaveLength(5);
    expect(loaded.articles).toHaveLength(12);
  });

  it('starts from the embedded answer without calling when the URL says the same', () => {
    const state = run(initialArchiveState(embedded), { type: 'start', query: embedded.query });
    expect(state.request).toBeNull();
    expect(state.articles).toHaveLength(6);
    const other = run(initialArchiveState(embedded), {
      type: 'start',
      query: { categories: [1], order: 'desc', pages: 3 },
    });
    expect(other.request).toMatchObject({ call: 'restore', query: { categories: [1], pages: 3 } });
  });

  it('asks again for the real selection when the URL names categories that do not exist', () => {
    const state = run(initialArchiveState(), {
      type: 'start',
      query: { categories: [99], order: 'desc', pages: 1 },
    });
    const loaded = answer(state, page(1, 0, 0, ALL.map(category)));
    expect(loaded.query.categories).toEqual([]);
    expect(loaded.request).toMatchObject({ call: 'restore', query: { categories: [] } });
  });

  it('goes back to page 1 and asks a debounced "filters" call when categories or order change', () => {
    const more = answer(run(initialArchiveState(embedded), { type: 'more' }), page(7, 6, 40));
    expect(more.query.pages).toBe(2);
    const toggled = archiveReducer(more, { type: 'toggle', id: 2 });
    expect(toggled.query).toEqual({ categories: [2], order: 'desc', pages: 1 });
    expect(toggled.request?.call).toBe('filters');
    expect(isReplacing(toggled)).toBe(true);
    const ordered = archiveReducer(answer(toggled, page(1, 6, 8)), { type: 'order', order: 'asc' });
    expect(ordered.query).toEqual({ categories: [2], order: 'asc', pages: 1 });
  });

  it('adds one page on "show more", hidden while fetching and once everything is loaded', () => {
    let state = initialArchiveState({ ...embedded, total: 10 });
    expect(canShowMore(state)).toBe(true);
    state = archiveReducer(state, { type: 'more' });
    expect(state.request).toMatchObject({ call: 'more', query: { pages: 2 } });
    expect(canShowMore(state)).toBe(false);
    expect(isReplacing(state)).toBe(false);
    state = answer(state, page(7, 4, 10));
    expect(state.articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(canShowMore(state)).toBe(false);
  });

  it('disables reset while fetching or when all are selected; reset selects all', () => {
    let state = initialArchiveState(embedded);
    expect(canReset(state)).toBe(false);
    state = archiveReducer(state, { type: 'toggle', id: 4 });
    expect(canReset(state)).toBe(false); // fetching
    state = answer(state, page(1, 6, 8));
    expect(canReset(state)).toBe(true);
    state = archiveReducer(state, { type: 'reset' });
    expect(state.query.categories).toEqual([]);
    expect(state.request?.call).toBe('filters');
  });

  it('ignores the answer of a superseded call', () => {
    const first = archiveReducer(initialArchiveState(embedded), { type: 'toggle', id: 1 });
    const second = archiveReducer(first, { type: 'toggle', id: 2 });
    const stale = archiveReducer(second, {
      type: 'loaded',
      seq: first.request!.seq,
      answer: page(100, 6, 8),
    });
    expect(stale).toBe(second);
    expect(answer(second, page(200, 6, 16)).articles[0]?.id).toBe(200);
  });

  it('keeps what it has on failure and sends the same call again on retry', () => {
    const asked = archiveReducer(initialArchiveState(embedded), { type: 'more' });
    const failed = archiveReducer(asked, { type: 'failed', seq: asked.request!.seq });
    expect(failed.request).toBeNull();
    expect(failed.articles).toHaveLength(6);
    expect(failed.failed?.call).toBe('more');
    const retried = archiveReducer(failed, { type: 'retry' });
    expect(retried.request).toMatchObject({ call: 'more', query: { pages: 2 } });
    expect(retried.failed).toBeNull();
  });
});
