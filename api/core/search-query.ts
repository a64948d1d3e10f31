/**
 * The property search's filters, in one place: read from a query string (a page's URL or a request
 * to `GET /properties`), from anything stored or received (session storage, a block's filters), and
 * written back as the search page's query string or as the core API's query. The server's first
 * results, the browser and the fixture core API all read and write them here.
 *
 * Reading is tolerant of anything a visitor can type in an address bar: a malformed value is left
 * at its default, never an error. Writing then reading gives the same filters back.
 *
 * Types come from the domain's schemas; no schema is loaded at run time (this module is on every
 * page with a search bar).
 */
import type {
  MapBounds,
  OrderBy,
  PropertiesQueryOptions,
  SearchFilters,
  SearchPageQuery,
} from '../../domain';
import { ORDER_BY, PROPERTIES_FORMATS, PROPERTY_TYPES, TRANSACTIONS } from '../../domain/vocabulary';

/** No filter at all: every property for sale. */
export const EMPTY_FILTERS: SearchFilters = Object.freeze({
  mun: [],
  type: [],
  price_min: null,
  price_max: null,
  bedrooms: null,
  bathrooms: null,
  forSaleForRent: 'buy',
  open_house: false,
}) as SearchFilters;

/** The sort of a search page when the URL names none. */
export const DEFAULT_ORDER_BY: OrderBy = 'newest';

/** map_bounds travels flattened, one parameter per bound. */
export const MAP_BOUND_KEYS = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const;

const ROOM_COUNT = { min: 1, max: 5 } as const;
/** Most municipalities or types kept from one list. */
const MAX_LIST = 200;

const UNSIGNED_NUMBER = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const SIGNED_NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number, given as one or as text of that shape; -0 reads as 0. */
function numberOf(value: unknown, shape: RegExp): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!shape.test(text)) return null;
    value = Number(text);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (shape === UNSIGNED_NUMBER && value < 0) return null;
  return value + 0;
}

/** A list given as an array or as `a,b` (or an array of those), trimmed, without blanks or duplicates. */
function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out = items
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(out)].slice(0, MAX_LIST);
}

/** A minimum of 1 to 5 rooms: above 5 is clamped to 5; below 1 means no minimum. */
function roomCountOf(value: unknown): number | null {
  const n = numberOf(value, UNSIGNED_NUMBER);
  if (n === null || n < ROOM_COUNT.min) return null;
  return Math.min(ROOM_COUNT.max, Math.floor(n));
}

function flagOf(value: unknown): boolean {
  return (
    value === true || value === 1 || (typeof value === 'string' && /^(1|true|on|yes)$/i.test(value.trim()))
  );
}

function transactionOf(value: unknown): SearchFilters['forSaleForRent'] {
  const text = typeof value === 'string' ? value.trim() : '';
  return (TRANSACTIONS as readonly string[]).includes(text)
    ? (text as SearchFilters['forSaleForRent'])
    : 'buy';
}

/** All four bounds, each a valid latitude or longitude, or no bounds at all. */
function boundsOf(value: unknown): MapBounds | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const [neLat, neLng, swLat, swLng] = MAP_BOUND_KEYS.map((key) => numberOf(v[key], SIGNED_NUMBER));
  if (neLat == null || neLng == null || swLat == null || swLng == null) return undefined;
  const isLat = (n: number) => n >= -90 && n <= 90;
  const isLng = (n: number) => n >= -180 && n <= 180;
  if (!isLat(neLat) || !isLat(swLat) || !isLng(neLng) || !isLng(swLng)) return undefined;
  return { NorthEast_lat: neLat, NorthEast_lng: neLng, SouthWest_lat: swLat, SouthWest_lng: swLng };
}

/** Filters from anything stored or received: each field read, anything malformed left at its default. */
export function castFilters(raw: unknown): SearchFilters {
  const v = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const types = new Set<string>(PROPERTY_TYPES);
  const filters: SearchFilters = {
    mun: listOf(v.mun),
    type: listOf(v.type)
      .map((t) => t.toLowerCase())
      .filter((t) => types.has(t)),
    price_min: numberOf(v.price_min, UNSIGNED_NUMBER),
    price_max: numberOf(v.price_max, UNSIGNED_NUMBER),
    bedrooms: roomCountOf(v.bedrooms),
    bathrooms: roomCountOf(v.bathrooms),
    forSaleForRent: transactionOf(v.forSaleForRent),
    open_house: flagOf(v.open_house),
  };
  const bounds = boundsOf(v.map_bounds);
  if (bounds) filters.map_bounds = bounds;
  return filters;
}

/** Lists as a query string carries them: `a,b`, repeated keys (`mun=a&mun=b`) or `mun[]=a`. */
const listParam = (params: URLSearchParams, key: string) => [
  ...params.getAll(key),
  ...params.getAll(`${key}[]`),
];

/** The filters of a query string (a page's URL or a request to the core API). */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const one = (key: string) => params.get(key) ?? undefined;
  return castFilters({
    mun: listParam(params, 'mun'),
    type: listParam(params, 'type'),
    price_min: one('price_min'),
    price_max: one('price_max'),
    bedrooms: one('bedrooms'),
    bathrooms: one('bathrooms'),
    forSaleForRent: one('forSaleForRent'),
    open_house: one('open_house'),
    map_bounds: Object.fromEntries(MAP_BOUND_KEYS.map((key) => [key, one(key)])),
  });
}

function positiveIntegerOf(raw: string | null): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A request's own options; anything missing or invalid is left out, for the caller's defaults. */
export function parsePropertiesQueryOptions(params: URLSearchParams): PropertiesQueryOptions {
  const options: PropertiesQueryOptions = {};
  // The sort dropdown names options with dashes; the request uses underscores. Both are read.
  const orderBy = params.get('order_by')?.trim().replace('-', '_');
  if (isOneOf(ORDER_BY, orderBy)) options.order_by = orderBy;
  const format = params.get('format')?.trim();
  if (isOneOf(PROPERTIES_FORMATS, format)) options.format = format;
  for (const key of ['page', 'limit', 'listingLimit'] as const) {
    const value = positiveIntegerOf(params.get(key));
    if (value !== null) options[key] = value;
  }
  return options;
}

/** The query of `GET /properties`: the filters (the transaction always), then the request's options. */
export function serializeFilters(
  filters: SearchFilters,
  options: PropertiesQueryOptions = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const setList = (key: string, values: readonly string[]) => {
    const kept = values.filter((value) => value !== '');
    if (kept.length > 0) params.set(key, kept.join(','));
  };
  const setNumber = (key: string, value: number | null | undefined) => {
    if (typeof value === 'number' && Number.isFinite(value)) params.set(key, String(value));
  };

  setList('mun', filters.mun);
  setList('type', filters.type);
  setNumber('price_min', filters.price_min);
  setNumber('price_max', filters.price_max);
  setNumber('bedrooms', filters.bedrooms);
  setNumber('bathrooms', filters.bathrooms);
  params.set('forSaleForRent', filters.forSaleForRent);
  if (filters.open_house) params.set('open_house', '1');
  const bounds = filters.map_bounds;
  if (bounds && MAP_BOUND_KEYS.every((key) => Number.isFinite(bounds[key]))) {
    for (const key of MAP_BOUND_KEYS) params.set(key, String(bounds[key]));
  }

  if (options.order_by) params.set('order_by', options.order_by);
  setNumber('page', options.page);
  setNumber('limit', options.limit);
  if (options.format) params.set('format', options.format);
  setNumber('listingLimit', options.listingLimit);
  return params;
}

/**
 * The query string of the search page (what is shared, bookmarked and restored): the non-empty
 * filters and a sort other than the default, in the request's own names. Defaults (buy, newest)
 * are left out, so an empty search is a bare path.
 */
export function pageQueryOf(filters: SearchFilters, orderBy: OrderBy = DEFAULT_ORDER_BY): string {
  const params = serializeFilters(filters, orderBy === DEFAULT_ORDER_BY ? {} : { order_by: orderBy });
  if (filters.forSaleForRent === 'buy') params.delete('forSaleForRent');
  return params.toString();
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
export function readPageQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  const filters = parseFilters(params);
  const reset = /^(1|true)$/i.test(params.get('reset_filters')?.trim() ?? '');
  return {
    filters,
    orderBy: parsePropertiesQueryOptions(params).order_by ?? DEFAULT_ORDER_BY,
    reset,
    hasFilters: FILTER_KEYS.some((key) => params.has(key) || params.has(`${key}[]`)),
    applied: reset ? castFilters(null) : filters,
  };
}

/** The search page's path for these filters (and sort), in a locale's own path. */
export function searchPageHref(path: string, filters: SearchFilters, orderBy?: OrderBy): string {
  const query = pageQueryOf(filters, orderBy);
  return `${path}${query ? `?${query}` : ''}`;
}
