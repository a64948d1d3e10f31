import { lazy, type ReactNode } from 'react';
import { withCatalogs } from '../../locales/client';
import { IconGlyph } from '../content/IconGlyph';
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

/**
 * A button opening the filter overlay, whose code starts loading when the pointer or focus nears
 * (`onNear`, which may load more with it).
 */
export function OverlayButton({
  className,
  icon,
  onNear = preloadFilterOverlay,
  onOpen,
  children,
}: {
  className?: string;
  icon: 'search' | 'menu';
  onNear?: () => void;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={onNear}
      onFocus={onNear}
      onClick={onOpen}
    >
      <IconGlyph icon={{ type: icon }} size={20} />
      {children}
    </button>
  );
}
