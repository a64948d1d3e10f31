import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../domain';
import {
  castFilters,
  EMPTY_FILTERS,
  pageQueryOf,
  parseFilters,
  parsePropertiesQueryOptions,
  readPageQuery,
  serializeFilters,
} from './search-query';

const FULL: SearchFilters = {
  mun: ['66023', '65005'],
  type: ['condo'],
  price_min: 250000,
  price_max: 750000,
  bedrooms: 2,
  bathrooms: 1,
  forSaleForRent: 'rent',
  open_house: true,
  map_bounds: { NorthEast_lat: 45.7, NorthEast_lng: -73.4, SouthWest_lat: 45.4, SouthWest_lng: -73.9 },
};

const query = (text: string) => new URLSearchParams(text);

describe('serializeFilters', () => {
  it('sends only the transaction for empty filters', () => {
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe('forSaleForRent=buy');
  });

  it('joins lists, flattens map bounds and sends open_house as 1', () => {
    const params = serializeFilters(FULL);
    expect(Object.fromEntries(params)).toEqual({
      mun: '66023,65005',
      type: 'condo',
      price_min: '250000',
      price_max: '750000',
      bedrooms: '2',
      bathrooms: '1',
      forSaleForRent: 'rent',
      open_house: '1',
      NorthEast_lat: '45.7',
      NorthEast_lng: '-73.4',
      SouthWest_lat: '45.4',
      SouthWest_lng: '-73.9',
    });
    expect(params.has('map_bounds')).toBe(false);
  });

  it('drops nulls, empty arrays and blank entries, and omits a false open_house', () => {
    const params = serializeFilters({
      ...EMPTY_FILTERS,
      mun: ['', '66023'],
      price_max: null,
      open_house: false,
    });
    expect(params.get('mun')).toBe('66023');
    expect(params.has('price_max')).toBe(false);
    expect(params.has('type')).toBe(false);
    expect(params.has('open_house')).toBe(false);
  });

  it('appends the request options', () => {
    const params = serializeFilters(EMPTY_FILTERS, {
      format: 'map',
      order_by: 'price_desc',
      listingLimit: 25,
    });
    expect(params.toString()).toBe('forSaleForRent=buy&order_by=price_desc&format=map&listingLimit=25');
    expect(serializeFilters(EMPTY_FILTERS, { page: 3, limit: 25 }).toString()).toBe(
      'forSaleForRent=buy&page=3&limit=25',
    );
  });

  it('sends no bounds when one of them is not a number', () => {
    const bounds = {
      ...(FULL.map_bounds as NonNullable<SearchFilters['map_bounds']>),
      SouthWest_lng: Number.NaN,
    };
    expect(serializeFilters({ ...EMPTY_FILTERS, map_bounds: bounds }).has('NorthEast_lat')).toBe(false);
  });
});

describe('parseFilters', () => {
  it('is the inverse of serializeFilters', () => {
    for (const filters of [
      EMPTY_FILTERS,
      FULL,
      { ...EMPTY_FILTERS, price_min: 0, bedrooms: 5 },
      { ...FULL, map_bounds: undefined },
    ]) {
      const { map_bounds, ...rest } = filters;
      const expected = map_bounds ? filters : rest;
      expect(parseFilters(serializeFilters(filters))).toEqual(expected);
      // Through a real URL too, as the browser and the server see it.
      const url = new URL(`http://x/?${serializeFilters(filters)}`);
      expect(parseFilters(url.searchParams)).toEqual(expected);
    }
  });

  it('defaults to buy, no open-house filter and no bounds', () => {
    expect(parseFilters(query(''))).toEqual(EMPTY_FILTERS);
  });

  it('accepts repeated keys and bracketed keys for lists', () => {
    expect(parseFilters(query('mun=66023&mun=65005&mun[]=23027&mun=66023')).mun).toEqual([
      '66023',
      '65005',
      '23027',
    ]);
  });

  it('ignores unknown property types', () => {
    expect(parseFilters(query('type=condo,castle,,MAISON')).type).toEqual(['condo', 'maison']);
  });

  it('drops prices that are not plain non-negative numbers', () => {
    for (const bad of ['abc', '-5', 'Infinity', 'NaN', '1,000', '0x10', '', '  ', '5e400']) {
      const filters = parseFilters(
        query(`price_min=${encodeURIComponent(bad)}&price_max=${encodeURIComponent(bad)}`),
      );
      expect([filters.price_min, filters.price_max], bad).toEqual([null, null]);
    }
    expect(parseFilters(query('price_min=%20125000%20&price_max=1e6'))).toMatchObject({
      price_min: 125000,
      price_max: 1000000,
    });
  });

  it('clamps rooms to at most 5 and treats less than 1 as no minimum', () => {
    const rooms = (value: string) => parseFilters(query(`bedrooms=${value}&bathrooms=${value}`));
    expect(rooms('9')).toMatchObject({ bedrooms: 5, bathrooms: 5 });
    expect(rooms('3')).toMatchObject({ bedrooms: 3, bathrooms: 3 });
    expect(rooms('2.7')).toMatchObject({ bedrooms: 2, bathrooms: 2 });
    expect(rooms('0')).toMatchObject({ bedrooms: null, bathrooms: null });
    expect(rooms('-2')).toMatchObject({ bedrooms: null, bathrooms: null });
    expect(rooms('lots')).toMatchObject({ bedrooms: null, bathrooms: null });
  });

  it('reads the transaction and the open-house flag strictly', () => {
    expect(parseFilters(query('forSaleForRent=rent')).forSaleForRent).toBe('rent');
    expect(parseFilters(query('forSaleForRent=lease')).forSaleForRent).toBe('buy');
    expect(parseFilters(query('open_house=1')).open_house).toBe(true);
    expect(parseFilters(query('open_house=true')).open_house).toBe(true);
    expect(parseFilters(query('open_house=0')).open_house).toBe(false);
    expect(parseFilters(query('open_house=maybe')).open_house).toBe(false);
  });

  it('keeps bounds only when all four are valid coordinates', () => {
    const bounds = 'NorthEast_lat=45.7&NorthEast_lng=-73.4&SouthWest_lat=45.4';
    expect(parseFilters(query(bounds)).map_bounds).toBeUndefined();
    expect(parseFilters(query(`${bounds}&SouthWest_lng=west`)).map_bounds).toBeUndefined();
    expect(parseFilters(query(`${bounds}&SouthWest_lng=-273.9`)).map_bounds).toBeUndefined();
    expect(parseFilters(query(`${bounds}&SouthWest_lng=-73.9`)).map_bounds).toEqual(FULL.map_bounds);
  });

  it('survives hostile input', () => {
    const hostile = query(
      'mun=%00%3Cscript%3E&type[]=__proto__&price_min[]=1&bedrooms=99999999999999999999&forSaleForRent[]=rent&constructor=1&__proto__=x',
    );
    const filters = parseFilters(hostile);
    expect(filters).toEqual({ ...EMPTY_FILTERS, mun: ['\u0000<script>'], bedrooms: 5 });
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
  });
});

describe('parsePropertiesQueryOptions', () => {
  it('reads valid options and leaves the rest to the caller', () => {
    expect(
      parsePropertiesQueryOptions(query('order_by=price_asc&format=map&page=2&limit=50&listingLimit=10')),
    ).toEqual({
      order_by: 'price_asc',
      format: 'map',
      page: 2,
      limit: 50,
      listingLimit: 10,
    });
    expect(parsePropertiesQueryOptions(query('order_by=price-desc')).order_by).toBe('price_desc');
    expect(
      parsePropertiesQueryOptions(query('order_by=cheapest&format=csv&page=0&limit=-1&listingLimit=x')),
    ).toEqual({});
    expect(parsePropertiesQueryOptions(query('page=1.5&limit=1e3'))).toEqual({});
  });
});

describe('search page URLs', () => {
  const base = parseFilters(new URLSearchParams());

  it('write only what differs from no filter and the default sort', () => {
    expect(pageQueryOf(base)).toBe('');
    expect(pageQueryOf({ ...base, mun: ['65005'], price_max: 500000, bedrooms: 3 })).toBe(
      'mun=65005&price_max=500000&bedrooms=3',
    );
    expect(pageQueryOf({ ...base, forSaleForRent: 'rent' }, 'price_asc')).toBe(
      'forSaleForRent=rent&order_by=price_asc',
    );
  });

  it('read back what they wrote, bounds and sort included, and the reset flag', () => {
    const filters = {
      ...base,
      mun: ['65005', '66023'],
      type: ['condo' as const],
      open_house: true,
      map_bounds: { NorthEast_lat: 45.7, NorthEast_lng: -73.5, SouthWest_lat: 45.5, SouthWest_lng: -73.9 },
    };
    const read = readPageQuery(`?${pageQueryOf(filters, 'price_desc')}`);
    expect(read).toEqual({
      filters,
      orderBy: 'price_desc',
      reset: false,
      hasFilters: true,
      applied: filters,
    });
    expect(readPageQuery('?reset_filters=1&mun=1&type=condo')).toMatchObject({
      filters: { mun: ['1'], type: ['condo'] },
      reset: true,
      hasFilters: true,
      applied: EMPTY_FILTERS,
    });
    expect(readPageQuery('')).toEqual({
      filters: base,
      orderBy: 'newest',
      reset: false,
      hasFilters: false,
      applied: base,
    });
    expect(readPageQuery('?order_by=price-asc')).toMatchObject({ orderBy: 'price_asc', hasFilters: false });
  });
});

describe('castFilters', () => {
  it('casts stored values: lists, numbers, a boolean', () => {
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
