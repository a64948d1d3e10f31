/**
 * The property search filters (spec 2 §3): one store for the search bar, the filter overlay, the
 * search page and the alert form's prefill, kept in session storage. What comes back from storage
 * is cast field by field (mun and type as string arrays; prices, bedrooms, bathrooms as numbers;
 * open_house as boolean): a malformed stored value is dropped, never a crash.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MapBounds, SearchFilters } from '../domain';
import { PROPERTY_TYPES, TRANSACTIONS } from '../domain/vocabulary';

export const SEARCH_FILTERS_STORAGE_KEY = 'search-filters';

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

const ROOMS = { min: 1, max: 5 } as const;
const MAX_LIST = 200;

function stringList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out = list
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
  return [...new Set(out)].slice(0, MAX_LIST);
}

function nonNegativeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

function roomCount(value: unknown): number | null {
  const n = nonNegativeNumber(value);
  if (n === null || n < ROOMS.min) return null;
  return Math.min(ROOMS.max, Math.floor(n));
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(1|true|on|yes)$/i.test(value));
}

function bounds(value: unknown): MapBounds | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const keys = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const;
  const nums = keys.map((k) => (typeof v[k] === 'string' ? Number(v[k]) : v[k]));
  if (!nums.every((n): n is number => typeof n === 'number' && Number.isFinite(n))) return undefined;
  const [neLat, neLng, swLat, swLng] = nums as [number, number, number, number];
  const lat = (n: number) => n >= -90 && n <= 90;
  const lng = (n: number) => n >= -180 && n <= 180;
  if (!lat(neLat) || !lat(swLat) || !lng(neLng) || !lng(swLng)) return undefined;
  return { NorthEast_lat: neLat, NorthEast_lng: neLng, SouthWest_lat: swLat, SouthWest_lng: swLng };
}

/** Filters from anything stored or received: each field cast, anything malformed left at its default. */
export function castFilters(raw: unknown): SearchFilters {
  const v = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const types = new Set<string>(PROPERTY_TYPES);
  const filters: SearchFilters = {
    mun: stringList(v.mun),
    type: stringList(v.type).filter((t) => types.has(t)),
    price_min: nonNegativeNumber(v.price_min),
    price_max: nonNegativeNumber(v.price_max),
    bedrooms: roomCount(v.bedrooms),
    bathrooms: roomCount(v.bathrooms),
    forSaleForRent: (TRANSACTIONS as readonly unknown[]).includes(v.forSaleForRent)
      ? (v.forSaleForRent as SearchFilters['forSaleForRent'])
      : 'buy',
    open_house: flag(v.open_house),
  };
  const box = bounds(v.map_bounds);
  if (box) filters.map_bounds = box;
  return filters;
}

interface SearchFiltersState {
  filters: SearchFilters;
  /** Changes some filters, keeps the others. */
  update: (patch: Partial<SearchFilters>) => void;
  /** Replaces every filter (from the query string, say). */
  replace: (filters: SearchFilters) => void;
  reset: () => void;
}

export const useSearchFilters = create<SearchFiltersState>()(
  persist(
    (set) => ({
      filters: EMPTY_FILTERS,
      update: (patch) => set((s) => ({ filters: castFilters({ ...s.filters, ...patch }) })),
      replace: (filters) => set({ filters: castFilters(filters) }),
      reset: () => set({ filters: EMPTY_FILTERS }),
    }),
    {
      name: SEARCH_FILTERS_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ filters }) => ({ filters }),
      // Whatever is in storage is cast; a value that is not JSON at all is dropped by the storage.
      // Filters equal to the current ones keep the current state: a first visit (nothing stored)
      // notifies no one, so the search bar is not drawn again, synchronously, while the page loads.
      merge: (persisted, current) => {
        const filters = castFilters((persisted as { filters?: unknown } | undefined)?.filters);
        return JSON.stringify(filters) === JSON.stringify(current.filters)
          ? current
          : { ...current, filters };
      },
      // Hydrated after mount in the browser (the server renders with no filters).
      skipHydration: true,
    },
  ),
);

/** Reads the stored filters into the store (call once after mount). */
export function hydrateSearchFilters(): void {
  try {
    void useSearchFilters.persist.rehydrate();
  } catch {
    // unreadable storage (privacy mode): keep the defaults
  }
}
