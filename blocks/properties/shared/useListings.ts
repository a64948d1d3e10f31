import { useEffect, useMemo, useState } from 'react';
import type { PropertyListingItem, PropertyMapItem } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';
import { searchFiltersOf } from './listing-rules';
import type { BlockFilters, ListingsData } from './schema';

export interface Listings {
  status: 'loading' | 'ready' | 'error';
  items: readonly PropertyListingItem[];
  /** Every marker of the filters (maps only); empty when not asked. */
  markers: readonly PropertyMapItem[];
  total: number;
  retry: () => void;
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * The listings of a block: those the content backend embedded in
 * `block_params.core_data` (rendered by the server, no call), else the core API's answer for the
 * block's filters, asked once in the browser: `format=map` when the block draws a map, one page of
 * cards otherwise. A failure is a state with a retry, never an endless skeleton.
 */
export function useListings(
  embedded: ListingsData | undefined,
  filters: BlockFilters | undefined,
  { map }: { map: boolean },
): Listings {
  const client = useCoreClient();
  const [fetched, setFetched] = useState<Omit<Listings, 'retry'> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filters ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read through their key
  useEffect(() => {
    if (embedded || !client) return;
    let live = true;
    setFetched((f) => (f ? { ...f, status: 'loading' } : null));
    const search = searchFiltersOf(filters);
    const ask: Promise<{
      propertiesListing: readonly PropertyListingItem[];
      propertiesMap: readonly PropertyMapItem[];
      total: number;
    }> = map
      ? client.fetchPropertiesMap(search, 'newest')
      : client.fetchPropertiesPage(search, 'newest', 1).then((page) => ({ ...page, propertiesMap: NONE }));
    ask.then(
      (answer) => {
        if (!live) return;
        setFetched({
          status: 'ready',
          items: answer.propertiesListing,
          markers: answer.propertiesMap,
          total: answer.total,
        });
      },
      () => {
        if (live) setFetched({ status: 'error', items: NONE, markers: NONE, total: 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [embedded, client, key, map, attempt]);

  return useMemo(() => {
    const retry = () => setAttempt((n) => n + 1);
    if (embedded)
      return {
        status: 'ready',
        items: embedded.propertiesListing,
        markers: embedded.propertiesMap ?? NONE,
        total: embedded.total,
        retry,
      };
    return { ...(fetched ?? { status: 'loading', items: NONE, markers: NONE, total: 0 }), retry };
  }, [embedded, fetched]);
}
