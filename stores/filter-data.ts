/**
 * Data the search and the forms share, fetched once per site and kept for the visit:
 * the municipalities (`GET /municipalities`) and the search-filter data (`GET /search-filters`:
 * municipalities, property types, default price increments). A failed fetch is not kept: the next
 * caller tries again.
 */
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import type { CoreClient } from '../api/core/client';
import type { MunicipalityOption, SearchFilterData } from '../domain';
import { useCoreClient } from './core-client';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Slot<T> {
  data: T | null;
  status: LoadStatus;
}

interface FilterDataState {
  municipalities: Slot<MunicipalityOption[]>;
  searchFilters: Slot<SearchFilterData>;
}

const idle = { data: null, status: 'idle' as const };
export const useFilterData = create<FilterDataState>(() => ({ municipalities: idle, searchFilters: idle }));

/** In-flight and finished fetches, per site (a client's microsite) and kind. */
const pending = new Map<string, Promise<unknown>>();

function loadOnce<K extends keyof FilterDataState>(
  kind: K,
  site: string,
  fetcher: () => Promise<NonNullable<FilterDataState[K]['data']>>,
): Promise<FilterDataState[K]['data']> {
  const key = `${kind}:${site}`;
  const existing = pending.get(key) as Promise<FilterDataState[K]['data']> | undefined;
  if (existing) return existing;
  useFilterData.setState({ [kind]: { data: null, status: 'loading' } } as never);
  const promise = fetcher().then(
    (data) => {
      useFilterData.setState({ [kind]: { data, status: 'ready' } } as never);
      return data;
    },
    () => {
      pending.delete(key);
      useFilterData.setState({ [kind]: { data: null, status: 'error' } } as never);
      return null;
    },
  );
  pending.set(key, promise);
  return promise;
}

export const loadMunicipalities = (client: CoreClient, site: string) =>
  loadOnce('municipalities', site, () => client.fetchMunicipalities());

export const loadSearchFilterData = (client: CoreClient, site: string) =>
  loadOnce('searchFilters', site, () => client.fetchSearchFilters());

/** Forgets everything (tests, or a switch to another site). */
export function resetFilterData(): void {
  pending.clear();
  useFilterData.setState({ municipalities: idle, searchFilters: idle });
}

/**
 * One kind of shared data for the current site: what is loaded so far and a `load()` to call when
 * it is needed (on mount, or when a search bar first enters the viewport). `load` is stable. With
 * `loadingShown` false, a fetch under way reads as idle: a caller that shows nothing while it loads
 * is not drawn again when the request starts.
 */
function useShared<K extends keyof FilterDataState>(
  kind: K,
  loader: (client: CoreClient, site: string) => Promise<unknown>,
  auto: boolean,
  loadingShown: boolean,
) {
  const client = useCoreClient();
  const slot = useFilterData((s) => (!loadingShown && s[kind].status === 'loading' ? idle : s[kind]));
  const site = client ? client.site : '';
  const load = useCallback(() => {
    if (client) void loader(client, site);
  }, [client, site, loader]);
  useEffect(() => {
    if (auto) load();
  }, [auto, load]);
  return { ...slot, load } as Slot<NonNullable<FilterDataState[K]['data']>> & { load: () => void };
}

/**
 * The municipalities, for the lead forms. A form shows nothing while they load (its start button
 * waits for them), so their `loading` reads as `idle`: the whole form is not rendered
 * again, in the task that ends hydration, only to say that the request started.
 */
export const useMunicipalities = ({ auto = true } = {}) =>
  useShared('municipalities', loadMunicipalities, auto, false);
/** The search-filter data, for the search bars and the filters, which show that it loads. */
export const useSearchFilterData = ({ auto = true } = {}) =>
  useShared('searchFilters', loadSearchFilterData, auto, true);
