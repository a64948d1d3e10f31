/**
 * The query string of `GET /properties` (spec 1 §7, spec 2 §3 and §7): search filters plus the
 * request's own options. `serializeFilters` is what the site sends; `parseFilters` (filters-parse.ts,
 * apart so that a page that only links to the search does not load it) is its inverse, tolerant of
 * anything a visitor can type in an address bar.
 */
import type { SearchFilters } from '../../domain';
import type { OrderBy } from '../../domain/vocabulary';

export const PROPERTIES_FORMATS = ['count', 'map'] as const;
export type PropertiesFormat = (typeof PROPERTIES_FORMATS)[number];

/** Options of the request itself, next to the filters. */
export type PropertiesQueryOptions = {
  order_by?: OrderBy;
  page?: number;
  limit?: number;
  format?: PropertiesFormat;
  listingLimit?: number;
};

/** map_bounds travels flattened, one parameter per bound (spec 2 §3). */
export const MAP_BOUND_KEYS = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const;

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

/** The sort of a search page when the URL names none. */
export const DEFAULT_ORDER_BY: OrderBy = 'newest';

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
