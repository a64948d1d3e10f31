import { useEffect, useRef, useState } from 'react';
import type { SearchFilters } from '../../domain';
import { useCoreClient } from '../../stores/core-client';
import { RESULT_COUNT_THROTTLE_MS } from '../constants';

export interface ResultCount {
  /** The last count received for the filters as they were then; null before the first, or after a failure. */
  count: number | null;
  /** A count is on its way (the button stays usable meanwhile). */
  pending: boolean;
}

/**
 * The live number of properties matching `filters` (`GET /properties?format=count`), asked at most
 * once every 500 ms with the latest filters, while `enabled`. A failed call clears the
 * number and the pending flag: nothing waits on it (the original stayed stuck).
 */
export function useResultCount(filters: SearchFilters, enabled: boolean): ResultCount {
  const client = useCoreClient();
  const [state, setState] = useState<ResultCount>({ count: null, pending: false });
  const lastCall = useRef(0);
  const sequence = useRef(0);
  const key = JSON.stringify(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filters' content
  useEffect(() => {
    if (!enabled || !client) return;
    const id = ++sequence.current;
    setState((s) => ({ ...s, pending: true }));
    const wait = Math.max(0, lastCall.current + RESULT_COUNT_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      lastCall.current = Date.now();
      client.countProperties(filters).then(
        (count) => {
          if (id === sequence.current) setState({ count, pending: false });
        },
        () => {
          if (id === sequence.current) setState({ count: null, pending: false });
        },
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [key, enabled, client]);

  return state;
}
