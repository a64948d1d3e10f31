// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../api/core/search-query';
import {
  hydrateSearchFilters,
  readStoredFilters,
  SEARCH_FILTERS_STORAGE_KEY,
  storeSearchFilters,
  useSearchFilters,
} from './search-filters';

describe('useSearchFilters', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSearchFilters.setState({ filters: EMPTY_FILTERS });
  });

  it('stores no draft: only the search written with storeSearchFilters', () => {
    useSearchFilters.getState().update({ mun: ['66023'], bedrooms: 3 });
    expect(sessionStorage.getItem(SEARCH_FILTERS_STORAGE_KEY)).toBeNull();
    storeSearchFilters(useSearchFilters.getState().filters);
    expect(readStoredFilters()).toMatchObject({ mun: ['66023'], bedrooms: 3 });
  });

  it('reads stored filters back cast', async () => {
    sessionStorage.setItem(
      SEARCH_FILTERS_STORAGE_KEY,
      JSON.stringify({ state: { filters: { mun: 'x,y', bedrooms: 'many', open_house: 1 } }, version: 0 }),
    );
    hydrateSearchFilters();
    await Promise.resolve();
    expect(useSearchFilters.getState().filters).toMatchObject({
      mun: ['x', 'y'],
      bedrooms: null,
      open_house: true,
    });
  });

  it('notifies no one when what is stored equals what it holds (a first visit)', async () => {
    const before = useSearchFilters.getState();
    const heard = vi.fn();
    const stop = useSearchFilters.subscribe(heard);
    hydrateSearchFilters();
    await Promise.resolve();
    sessionStorage.setItem(
      SEARCH_FILTERS_STORAGE_KEY,
      JSON.stringify({ state: { filters: EMPTY_FILTERS }, version: 0 }),
    );
    hydrateSearchFilters();
    await Promise.resolve();
    stop();
    expect(heard).not.toHaveBeenCalled();
    expect(useSearchFilters.getState()).toBe(before);
  });

  it('survives storage that is not JSON', async () => {
    sessionStorage.setItem(SEARCH_FILTERS_STORAGE_KEY, '{oops');
    expect(() => hydrateSearchFilters()).not.toThrow();
    await Promise.resolve();
    expect(useSearchFilters.getState().filters).toEqual(EMPTY_FILTERS);
  });
});
