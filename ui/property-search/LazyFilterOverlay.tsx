import { lazy } from 'react';
import { withCatalogs } from '../../locales/client';
import { MountedOnceOpened } from '../lazy/MountedOnceOpened';
import type { FilterOverlayProps } from './FilterOverlay';

const load = withCatalogs(['ui/later'], () => import('./FilterOverlay'));
const FilterOverlay = lazy(() => load().then((m) => ({ default: m.FilterOverlay })));

/** Starts loading the overlay's code and strings (on the opener's hover or focus), so it opens at once. */
export function preloadFilterOverlay(): void {
  void load();
}

/**
 * The filter overlay, loaded the first time it opens: pages with a search bar do not pay for the
 * overlay's code (price slider, tags, criteria) until a visitor asks for it.
 */
export function LazyFilterOverlay(props: FilterOverlayProps) {
  return (
    <MountedOnceOpened open={props.open}>
      <FilterOverlay {...props} />
    </MountedOnceOpened>
  );
}
