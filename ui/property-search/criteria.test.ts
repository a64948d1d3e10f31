import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_INCREMENTS } from '../../api/core/constants';
import { EMPTY_FILTERS } from '../../api/core/search-query';
import type { SearchFilters } from '../../domain';
import { RENT_PRICE_INCREMENTS } from '../constants';
import {
  activeFilterCount,
  criteriaOf,
  hasFilters,
  incrementsFor,
  parsePriceText,
  pricesFromStops,
  priceWording,
  stopIndex,
} from './criteria';

const f = (patch: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('criteria', () => {
  it('lists one removable tag per active criterion, municipalities first', () => {
    const filters = f({
      mun: ['65005', '66023'],
      type: ['condo'],
      price_max: 500_000,
      bedrooms: 3,
      open_house: true,
      map_bounds: { NorthEast_lat: 46, NorthEast_lng: -73, SouthWest_lat: 45, SouthWest_lng: -74 },
    });
    const tags = criteriaOf(filters);
    expect(tags.map((c) => c.key)).toEqual([
      'mun:65005',
      'mun:66023',
      'price',
      'type:condo',
      'bedrooms',
      'open_house',
      'map_bounds',
    ]);
    expect(tags[0]?.remove).toEqual({ mun: ['66023'] });
    expect(tags.find((c) => c.kind === 'map_bounds')?.remove).toEqual({ map_bounds: undefined });
  });

  it('counts the active filters but the municipalities (shown in their own field)', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(f({ mun: ['65005'] }))).toBe(0);
    expect(activeFilterCount(f({ mun: ['65005'], bedrooms: 3, price_max: 500_000 }))).toBe(2);
    expect(activeFilterCount(f({ forSaleForRent: 'rent', bathrooms: 2, type: ['condo', 'maison'] }))).toBe(4);
    expect(hasFilters(f({ mun: ['65005'] }))).toBe(true);
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('leaving rent clears the prices, which are on another scale', () => {
    expect(criteriaOf(f({ forSaleForRent: 'rent', price_max: 2000 }))[0]?.remove).toEqual({
      forSaleForRent: 'buy',
      price_min: null,
      price_max: null,
    });
  });
});

describe('prices', () => {
  it('words a tag as a range, less than or more than (spec 1 §5)', () => {
    expect(priceWording(100, 500)).toEqual({ kind: 'range', min: 100, max: 500 });
    expect(priceWording(null, 500)).toEqual({ kind: 'under', max: 500 });
    expect(priceWording(100, null)).toEqual({ kind: 'over', min: 100 });
    expect(priceWording(null, null)).toBeNull();
  });

  it('strips commas and spaces and parses an integer (spec 1 §5)', () => {
    expect(parsePriceText('1,250,000')).toBe(1_250_000);
    expect(parsePriceText('1 250 000')).toBe(1_250_000);
    expect(parsePriceText('450\u00a0000 $')).toBe(450_000);
    expect(parsePriceText('$450,000.50')).toBe(450_000);
    expect(parsePriceText('')).toBeNull();
    expect(parsePriceText('cheap')).toBeNull();
    expect(parsePriceText('-5')).toBeNull();
  });

  it('slides on the default increments: 0 to 500,000 by 25,000, by 50,000 to 1,000,000, then 2, 3, 4, 5, 10 M', () => {
    const stops = incrementsFor('buy', undefined);
    expect(stops).toEqual(DEFAULT_PRICE_INCREMENTS);
    expect(stops.slice(0, 3)).toEqual([0, 25_000, 50_000]);
    expect(stops[20]).toBe(500_000);
    expect(stops[21]).toBe(550_000);
    expect(stops.slice(-6)).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000]);
    expect(incrementsFor('rent', DEFAULT_PRICE_INCREMENTS)).toBe(RENT_PRICE_INCREMENTS);
    expect(RENT_PRICE_INCREMENTS.at(-1)).toBe(5000);
  });

  it('reads the ends of the slider as no minimum and no limit', () => {
    const stops = DEFAULT_PRICE_INCREMENTS;
    expect(pricesFromStops(stops, 0, stops.length - 1)).toEqual({ price_min: null, price_max: null });
    expect(pricesFromStops(stops, 4, 20)).toEqual({ price_min: 100_000, price_max: 500_000 });
    expect(stopIndex(stops, 510_000, 0)).toBe(20);
    expect(stopIndex(stops, null, stops.length - 1)).toBe(stops.length - 1);
  });
});
