/**
 * Writing then reading the search's filters gives them back, for any filters the schema allows
 * and the site can choose: the search page's query string and the core API's query are the same
 * search as the typed filters, both ways.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapBounds, OrderBy, SearchFilters } from '../../domain';
import { ORDER_BY, PROPERTY_TYPES, TRANSACTIONS } from '../../domain/vocabulary';
import {
  EMPTY_FILTERS,
  pageQueryOf,
  parseFilters,
  parsePropertiesQueryOptions,
  readPageQuery,
  serializeFilters,
} from './search-query';

/** A municipality code as the core API names them: no comma (the list separator), no blank around it. */
const code = fc
  .string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'0123456789abcXYZ-_é ') })
  .map((text) => text.trim())
  .filter((text) => text !== '');
const price = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true }),
);
const rooms = fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 }));
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true });
const bounds: fc.Arbitrary<MapBounds> = fc.record({
  NorthEast_lat: coordinate(90),
  NorthEast_lng: coordinate(180),
  SouthWest_lat: coordinate(90),
  SouthWest_lng: coordinate(180),
});

const filters: fc.Arbitrary<SearchFilters> = fc
  .record(
    {
      mun: fc.uniqueArray(code, { maxLength: 8 }),
      type: fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES), { maxLength: PROPERTY_TYPES.length }),
      price_min: price,
      price_max: price,
      bedrooms: rooms,
      bathrooms: rooms,
      forSaleForRent: fc.constantFrom(...TRANSACTIONS),
      open_house: fc.boolean(),
      map_bounds: bounds,
    },
    // Every filter but the map's bounds has a value of its own when it filters nothing.
    { requiredKeys: Object.keys(EMPTY_FILTERS) as Exclude<keyof SearchFilters, 'map_bounds'>[] },
  )
  // -0 is a number the schema allows; as text it is 0, the same search.
  .map((f) => (f.map_bounds ? { ...f, map_bounds: withoutNegativeZero(f.map_bounds) } : f));
const orderBy: fc.Arbitrary<OrderBy> = fc.constantFrom(...ORDER_BY);

function withoutNegativeZero(box: MapBounds): MapBounds {
  return Object.fromEntries(Object.entries(box).map(([key, value]) => [key, value + 0])) as MapBounds;
}

const RUNS = { numRuns: 500 };

describe('the search query, with generated filters', () => {
  it('query string → filters → query string is the identity on the search page', () => {
    fc.assert(
      fc.property(filters, orderBy, (f, sort) => {
        const query = pageQueryOf(f, sort);
        const read = readPageQuery(query);
        expect(pageQueryOf(read.filters, read.orderBy)).toBe(query);
        expect(read.filters).toEqual(f);
        expect(read.orderBy).toBe(sort);
      }),
      RUNS,
    );
  });

  it('filters → core API query → filters is the identity, the request options kept', () => {
    fc.assert(
      fc.property(filters, orderBy, fc.integer({ min: 1, max: 1000 }), (f, sort, page) => {
        const params = new URLSearchParams(
          serializeFilters(f, { order_by: sort, page, limit: 25 }).toString(),
        );
        expect(parseFilters(params)).toEqual(f);
        expect(parsePropertiesQueryOptions(params)).toEqual({ order_by: sort, page, limit: 25 });
      }),
      RUNS,
    );
  });
});
