import { describe, expect, it } from 'vitest';
import {
  archiveSearchOf,
  articlesQueryOf,
  DEFAULT_ARCHIVE_QUERY,
  normalizeSelection,
  parseArchiveSearch,
  sameArchiveQuery,
} from './archive-query';
import { articlesSearchParams } from './client';
import { ARCHIVE_MAX_RESTORED_PAGES, ARTICLES_PAGE_SIZE } from './constants';

describe('archive URL state', () => {
  it('reads categories (comma-separated or repeated, as a plain form sends them), order and pages', () => {
    expect(parseArchiveSearch('?categories=3,1&order=asc&page=2')).toEqual({
      categories: [1, 3],
      order: 'asc',
      pages: 2,
    });
    expect(parseArchiveSearch('categories=2&categories=5&categories=2')).toEqual({
      categories: [2, 5],
      order: 'desc',
      pages: 1,
    });
  });

  it('falls back to the default for anything a visitor can type', () => {
    expect(parseArchiveSearch('?categories=a,,-1,0,%00&order=sideways&page=-3')).toEqual(
      DEFAULT_ARCHIVE_QUERY,
    );
    expect(parseArchiveSearch('?page=99999').pages).toBe(1);
    expect(parseArchiveSearch('?page=50').pages).toBe(ARCHIVE_MAX_RESTORED_PAGES);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(archiveSearchOf(DEFAULT_ARCHIVE_QUERY)).toBe('');
    const query = { categories: [4, 2], order: 'asc' as const, pages: 3 };
    expect(archiveSearchOf(query)).toBe('?categories=2,4&order=asc&page=3');
    expect(parseArchiveSearch(archiveSearchOf(query))).toEqual({ ...query, categories: [2, 4] });
    expect(sameArchiveQuery(query, { ...query, categories: [2, 4] })).toBe(true);
    expect(sameArchiveQuery(query, { ...query, pages: 2 })).toBe(false);
  });

  it('keeps only known categories; none or every one of them means all', () => {
    const all = [1, 2, 3, 4, 5];
    expect(normalizeSelection([3, 1, 3], all)).toEqual([1, 3]);
    expect(normalizeSelection([9], all)).toEqual([]);
    expect(normalizeSelection([5, 4, 3, 2, 1], all)).toEqual([]);
    expect(normalizeSelection([9, 2], [])).toEqual([2, 9]);
  });
});

describe('articles calls of the archive', () => {
  const filtered = { categories: [1, 3], order: 'asc' as const, pages: 2 };
  const query = (q: Parameters<typeof articlesQueryOf>[0], call: Parameters<typeof articlesQueryOf>[1]) =>
    Object.fromEntries(articlesSearchParams(articlesQueryOf(q, call), 'fr'));

  it('asks with_categories=1 on the first call only, with every loaded page at once', () => {
    expect(query(DEFAULT_ARCHIVE_QUERY, 'first')).toEqual({
      language: 'fr',
      page: '1',
      limit: String(ARTICLES_PAGE_SIZE),
      order: 'desc',
      with_categories: '1',
    });
    expect(query(filtered, 'first')).toMatchObject({ limit: '12', categories: '1,3', with_categories: '1' });
    expect(query(filtered, 'restore')).not.toHaveProperty('with_categories');
    expect(query(filtered, 'filters')).not.toHaveProperty('with_categories');
    expect(query(filtered, 'more')).not.toHaveProperty('with_categories');
  });

  it('sends categories only when not all are selected', () => {
    expect(query(DEFAULT_ARCHIVE_QUERY, 'filters')).not.toHaveProperty('categories');
    expect(query(filtered, 'filters')).toMatchObject({
      categories: '1,3',
      order: 'asc',
      page: '1',
      limit: '6',
    });
  });

  it('asks one more page of 6 for "show more"', () => {
    expect(query(filtered, 'more')).toMatchObject({ page: '2', limit: '6' });
  });
});
