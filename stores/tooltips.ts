/**
 * Property tooltip data, cached per property id (`uls`) for the visit: fetched on a
 * popup's first opening; a failure gives `null` (an empty popup) and is not cached, so a later
 * opening tries again.
 */
import { create } from 'zustand';
import type { CoreClient } from '../api/core/client';
import type { TooltipData } from '../domain';

interface TooltipState {
  byUls: Record<string, TooltipData>;
}

export const useTooltips = create<TooltipState>(() => ({ byUls: {} }));

const inFlight = new Map<string, Promise<TooltipData | null>>();

/** The tooltip of a property: from the cache, else fetched once (concurrent callers share the call). */
export function loadTooltip(client: CoreClient, uls: string): Promise<TooltipData | null> {
  const cached = useTooltips.getState().byUls[uls];
  if (cached) return Promise.resolve(cached);
  const key = `${client.site}|${uls}`;
  const running = inFlight.get(key);
  if (running) return running;
  const promise = client.fetchTooltip(uls).then((data) => {
    inFlight.delete(key);
    if (data) useTooltips.setState((s) => ({ byUls: { ...s.byUls, [uls]: data } }));
    return data;
  });
  inFlight.set(key, promise);
  return promise;
}

/** Adds tooltips that came with other data (a preformatted payload): no fetch needed for them. */
export function primeTooltips(entries: Record<string, TooltipData>): void {
  useTooltips.setState((s) => ({ byUls: { ...s.byUls, ...entries } }));
}

export function resetTooltips(): void {
  inFlight.clear();
  useTooltips.setState({ byUls: {} });
}
