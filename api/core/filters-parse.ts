/**
 * The inverse of filters-query.ts: search filters and request options read from a query string,
 * tolerant of anything a visitor can type in an address bar. Apart from it so that a page that
 * only links to the search page (the search bar of a home page) does not load it.
 */
import type { MapBounds, SearchFilters } from '../../domain';
import { ORDER_BY, type OrderBy, PROPERTY_TYPES, type PropertyType } from '../../domain/vocabulary';
import {
  DEFAULT_ORDER_BY,
  MAP_BOUND_KEYS,
  PROPERTIES_FORMATS,
  type PropertiesFormat,
  type PropertiesQueryOptions,
} from './filters-query';

const ROOM_COUNT = { min: 1, max: 5 } as const;

export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {
    mun: parseList(params, 'mun'),
    type: parseList(params, 'type')
      .map((value) => value.toLowerCase())
      .filter(isPropertyType),
    price_min: parsePrice(params.get('price_min')),
    price_max: parsePrice(params.get('price_max')),
    bedrooms: parseRoomCount(params.get('bedrooms')),
    bathrooms: parseRoomCount(params.get('bathrooms')),
    forSaleForRent: params.get('forSaleForRent')?.trim() === 'rent' ? 'rent' : 'buy',
    open_house: parseFlag(params.get('open_house')),
  };
  const bounds = parseBounds(params);
  if (bounds) filters.map_bounds = bounds;
  return filters;
}

/** The request options; anything missing or invalid is left out, for the caller's defaults. */
export function parsePropertiesQueryOptions(params: URLSearchParams): PropertiesQueryOptions {
  const options: PropertiesQueryOptions = {};
  // The sort dropdown names options with dashes; the request uses underscores. Accept both.
  const orderBy = params.get('order_by')?.trim().replace('-', '_');
  if (orderBy && (ORDER_BY as readonly string[]).includes(orderBy)) options.order_by = orderBy as OrderBy;
  const format = params.get('format')?.trim();
  if (format && (PROPERTIES_FORMATS as readonly string[]).includes(format))
    options.format = format as PropertiesFormat;
  const page = parsePositiveInteger(params.get('page'));
  if (page !== null) options.page = page;
  const limit = parsePositiveInteger(params.get('limit'));
  if (limit !== null) options.limit = limit;
  const listingLimit = parsePositiveInteger(params.get('listingLimit'));
  if (listingLimit !== null) options.listingLimit = listingLimit;
  return options;
}

function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

/** `a,b` or repeated keys (`mun=a&mun=b`, `mun[]=a`), trimmed, without blanks or duplicates. */
function parseList(params: URLSearchParams, key: string): string[] {
  const values = [...params.getAll(key), ...params.getAll(`${key}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

const UNSIGNED_NUMBER = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const SIGNED_NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parseNumber(raw: string | null, shape: RegExp): number | null {
  const text = raw?.trim() ?? '';
  if (!shape.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A price bound; anything else (negative, `Infinity`, text) means unbounded. */
function parsePrice(raw: string | null): number | null {
  return parseNumber(raw, UNSIGNED_NUMBER);
}

/** A minimum of 1 to 5 rooms: above 5 is clamped to 5; below 1 means no minimum. */
function parseRoomCount(raw: string | null): number | null {
  const value = parseNumber(raw, UNSIGNED_NUMBER);
  if (value === null || value < ROOM_COUNT.min) return null;
  return Math.min(ROOM_COUNT.max, Math.floor(value));
}

function parseFlag(raw: string | null): boolean {
  return /^(1|true|on|yes)$/i.test(raw?.trim() ?? '');
}

function parsePositiveInteger(raw: string | null): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** All four bounds, each a valid latitude or longitude, or no bounds at all. */
function parseBounds(params: URLSearchParams): MapBounds | undefined {
  const values = MAP_BOUND_KEYS.map((key) => parseNumber(params.get(key), SIGNED_NUMBER));
  const [neLat, neLng, swLat, swLng] = values;
  if (neLat == null || neLng == null || swLat == null || swLng == null) return undefined;
  const isLat = (v: number) => v >= -90 && v <= 90;
  const isLng = (v: number) => v >= -180 && v <= 180;
  if (!isLat(neLat) || !isLat(swLat) || !isLng(neLng) || !isLng(swLng)) return undefined;
  return { NorthEast_lat: neLat, NorthEast_lng: neLng, SouthWest_lat: swLat, SouthWest_lng: swLng };
}

/** The filter parameters a page URL may carry (the request's own options aside). */
const FILTER_KEYS = [
  'mun',
  'type',
  'price_min',
  'price_max',
  'bedrooms',
  'bathrooms',
  'forSaleForRent',
  'open_house',
  ...MAP_BOUND_KEYS,
] as const;

/**
 * What a search page URL asks for. `hasFilters` tells a URL with filters from a bare one; `applied`
 * is the search the page runs from the URL alone (the server's first results and the first browser
 * render): `reset_filters` clears the filters, else the URL's.
 */
export function readPageQuery(search: string): {
  filters: SearchFilters;
  orderBy: OrderBy;
  reset: boolean;
  hasFilters: boolean;
  applied: SearchFilters;
} {
  const params = new URLSearchParams(search);
  const filters = parseFilters(params);
  const reset = /^(1|true)$/i.test(params.get('reset_filters')?.trim() ?? '');
  return {
    filters,
    orderBy: parsePropertiesQueryOptions(params).order_by ?? DEFAULT_ORDER_BY,
    reset,
    hasFilters: FILTER_KEYS.some((key) => params.has(key) || params.has(`${key}[]`)),
    applied: reset ? parseFilters(new URLSearchParams()) : filters,
  };
}
