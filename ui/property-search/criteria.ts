/**
 * Reading a set of search filters as a person sees it: how many criteria are active, one removable
 * tag per criterion, the wording of a price range, prices typed in a field. Pure.
 */
import { DEFAULT_PRICE_INCREMENTS } from '../../api/core/constants';
import type { SearchFilters } from '../../domain';
import { RENT_PRICE_INCREMENTS } from '../constants';

/** One active criterion: what to call it, and the change that removes it. */
export interface Criterion {
  key: string;
  kind: 'mun' | 'price' | 'rent' | 'type' | 'bedrooms' | 'bathrooms' | 'open_house' | 'map_bounds';
  /** The municipality code or property type the tag is for. */
  value?: string;
  remove: Partial<SearchFilters>;
}

/** A criterion per value chosen in a list filter; removing it drops that value alone. */
function eachChosen(filters: SearchFilters, kind: 'mun' | 'type'): Criterion[] {
  const chosen: readonly string[] = filters[kind];
  return chosen.map((value) => ({
    key: `${kind}:${value}`,
    kind,
    value,
    remove: { [kind]: chosen.filter((v) => v !== value) },
  }));
}

/** The active criteria in the order the overlay shows them; municipalities too unless `withMun` is false. */
export function criteriaOf(filters: SearchFilters, { withMun = true } = {}): Criterion[] {
  const out: Criterion[] = [];
  if (withMun) out.push(...eachChosen(filters, 'mun'));
  if (filters.forSaleForRent === 'rent')
    out.push({
      key: 'rent',
      kind: 'rent',
      remove: { forSaleForRent: 'buy', price_min: null, price_max: null },
    });
  if (filters.price_min !== null || filters.price_max !== null)
    out.push({ key: 'price', kind: 'price', remove: { price_min: null, price_max: null } });
  out.push(...eachChosen(filters, 'type'));
  if (filters.bedrooms !== null) out.push({ key: 'bedrooms', kind: 'bedrooms', remove: { bedrooms: null } });
  if (filters.bathrooms !== null)
    out.push({ key: 'bathrooms', kind: 'bathrooms', remove: { bathrooms: null } });
  if (filters.open_house) out.push({ key: 'open_house', kind: 'open_house', remove: { open_house: false } });
  if (filters.map_bounds)
    out.push({ key: 'map_bounds', kind: 'map_bounds', remove: { map_bounds: undefined } });
  return out;
}

/**
 * The count a "more criteria" or "filters" button shows: every active criterion but the
 * municipalities, which the bar and the page show in their own field.
 */
export function activeFilterCount(filters: SearchFilters): number {
  return criteriaOf(filters, { withMun: false }).length;
}

/** Whether any filter differs from none at all (what a reset button resets). */
export function hasFilters(filters: SearchFilters): boolean {
  return criteriaOf(filters).length > 0;
}

/** Which wording a price tag takes: a range, "less than" or "more than". */
export function priceWording(
  min: number | null,
  max: number | null,
):
  | { kind: 'range'; min: number; max: number }
  | { kind: 'under'; max: number }
  | { kind: 'over'; min: number }
  | null {
  if (min !== null && max !== null) return { kind: 'range', min, max };
  if (max !== null) return { kind: 'under', max };
  if (min !== null) return { kind: 'over', min };
  return null;
}

/**
 * A price typed in a field (the slider strips commas and spaces and parses an integer):
 * `1 250 000`, `1,250,000`, `$450,000`, `450 000 $` → a whole number; empty or no digits → null.
 */
export function parsePriceText(text: string): number | null {
  const digits = text.replace(/[,\s\u00a0\u202f$]/g, '').replace(/\.\d*$/, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number.parseInt(digits, 10);
}

/** The slider's stops: the search-filter data's for purchases (default increments), ours for rents. */
export function incrementsFor(
  transaction: SearchFilters['forSaleForRent'],
  fromData: readonly number[] | undefined,
): readonly number[] {
  if (transaction === 'rent') return RENT_PRICE_INCREMENTS;
  const list = fromData && fromData.length >= 2 ? fromData : DEFAULT_PRICE_INCREMENTS;
  return [...new Set(list)].sort((a, b) => a - b);
}

/** The stop a price sits on: the last stop at or below it (a typed price between stops shows below it). */
export function stopIndex(stops: readonly number[], value: number | null, fallback: number): number {
  if (value === null) return fallback;
  let index = 0;
  stops.forEach((stop, i) => {
    if (stop <= value) index = i;
  });
  return index;
}

/**
 * Prices from the slider's two stops: the first stop means no minimum, the last means no maximum
 * ("no limit": the maximum shows as Infinity).
 */
export function pricesFromStops(
  stops: readonly number[],
  minIndex: number,
  maxIndex: number,
): { price_min: number | null; price_max: number | null } {
  const last = stops.length - 1;
  const lo = Math.max(0, Math.min(minIndex, last));
  const hi = Math.max(0, Math.min(maxIndex, last));
  return {
    price_min: lo <= 0 ? null : (stops[lo] ?? null),
    price_max: hi >= last ? null : (stops[hi] ?? null),
  };
}
