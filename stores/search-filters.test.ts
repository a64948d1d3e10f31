// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPageQuery } from '../api/core/filters-parse';
import {
  castFilters,
  EMPTY_FILTERS,
  hydrateSearchFilters,
  SEARCH_FILTERS_STORAGE_KEY,
  useSearchFilters,
} from './search-filters';

describe('castFilters', () => {
  it('casts stored values as spec 2 §3 says: lists, numbers, a boolean', () => {
    expect(
      castFilters({
        mun: ['66023', 66102, '', '66023'],
        type: 'condo,maison,chateau',
        price_min: '250000',
        price_max: 500000,
        bedrooms: '3',
        bathrooms: 9,
        forSaleForRent: 'rent',
        open_house: 'true',
        map_bounds: {
          NorthEast_lat: '45.7',
          NorthEast_lng: -73.4,
          SouthWest_lat: 45.4,
          SouthWest_lng: -73.9,
        },
      }),
    ).toEqual({
      mun: ['66023', '66102'],
      type: ['condo', 'maison'],
      price_min: 250000,
      price_max: 500000,
      bedrooms: 3,
      bathrooms: 5,
      forSaleForRent: 'rent',
      open_house: true,
      map_bounds: { NorthEast_lat: 45.7, NorthEast_lng: -73.4, SouthWest_lat: 45.4, SouthWest_lng: -73.9 },
    });
  });

  it('drops what is malformed and keeps the rest', () => {
    expect(
      castFilters({
        mun: { a: 1 },
        type: null,
        price_min: -5,
        price_max: 'lots',
        bedrooms: 0,
        forSaleForRent: 'steal',
        open_house: 'maybe',
        map_bounds: { NorthEast_lat: 200 },
      }),
    ).toEqual(EMPTY_FILTERS);
    expect(castFilters('garbage')).toEqual(EMPTY_FILTERS);
    expect(castFilters(null)).toEqual(EMPTY_FILTERS);
  });
});

describe('EMPTY_FILTERS', () => {
  it('is the search of a URL that resets the filters, on the server and in the browser', () => {
    expect(readPageQuery('?reset_filters=1&mun=66023').applied).toEqual(EMPTY_FILTERS);
  });
});

describe('useSearchFilters', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSearchFilters.setState({ filters: EMPTY_FILTERS });
  });

  it('keeps the filters in session storage and reads them back cast', async () => {
    useSearchFilters.getState().update({ mun: ['66023'], bedrooms: 3 });
    const stored = JSON.parse(sessionStorage.getItem(SEARCH_FILTERS_STORAGE_KEY)!);
    expect(stored.state.filters).toMatchObject({ mun: ['66023'], bedrooms: 3 });

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
