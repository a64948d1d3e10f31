import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { MapBounds, PropertyMapItem } from '../../../domain';
import { MAP_BOUNDS_SETTLE_MS } from '../../../ui/constants';
import { InteractiveMap, type LatLngBox, type MapViewChange, type MapViewRequest } from '../../../ui/map';
import { idsInside, sameSet } from '../../../ui/map/bounds';
import { usePropertyMapTexts, usePropertyMarkers } from '../../../ui/property/usePropertyMarkers';
import styles from './PropertiesSearchPage.module.css';

export interface SearchMapProps {
  markers: readonly PropertyMapItem[] | null;
  /** Whether the markers are on their way, or failed (then `onRetry` asks again). */
  markersStatus: 'idle' | 'loading' | 'ready' | 'error';
  onRetry: () => void;
  /** The bounds of the search, if any. */
  bounds: MapBounds | undefined;
  highlightedId: string | null;
  onHover: (id: string | null) => void;
  /** Sets the search's area (or removes it with `undefined`). */
  onBounds: (bounds: MapBounds | undefined) => void;
}

const toBounds = (box: LatLngBox): MapBounds => ({
  NorthEast_lat: box.north,
  NorthEast_lng: box.east,
  SouthWest_lat: box.south,
  SouthWest_lng: box.west,
});
const toBox = (b: MapBounds): LatLngBox => ({
  north: b.NorthEast_lat,
  east: b.NorthEast_lng,
  south: b.SouthWest_lat,
  west: b.SouthWest_lng,
});

/**
 * The search page's map: every marker of the filters, clustered, behind the map gate;
 * a click opens a property's popup (tooltip data fetched once), hover shows its price, a hovered
 * card highlights its marker and the reverse. Moving the map sets the search area when the set of
 * markers in view changed; "search as the map moves" can be turned off for a "search this area"
 * button, and the area can be removed, so nothing here needs dragging (WCAG 2.5.7).
 */
export function SearchMap({
  markers,
  markersStatus,
  onRetry,
  bounds,
  highlightedId,
  onHover,
  onBounds,
}: SearchMapProps) {
  const { t } = useLingui();
  const [auto, setAuto] = useState(true);
  const [pending, setPending] = useState<MapBounds | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const mapMarkers = usePropertyMarkers(markers);

  const view = useFraming(markers, bounds);

  const changesResults = useCallback(
    (next: MapBounds) => {
      const before = bounds ? idsInside(mapMarkers, toBox(bounds)) : new Set(mapMarkers.map((m) => m.id));
      return !sameSet(before, idsInside(mapMarkers, toBox(next)));
    },
    [bounds, mapMarkers],
  );

  const onViewChange = useCallback(
    ({ bounds: box, user }: MapViewChange) => {
      if (!user) return;
      clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        const next = toBounds(box);
        if (!changesResults(next)) {
          setPending(null);
          return;
        }
        if (auto) onBounds(next);
        else setPending(next);
      }, MAP_BOUNDS_SETTLE_MS);
    },
    [auto, changesResults, onBounds],
  );
  useEffect(() => () => clearTimeout(settle.current), []);

  const texts = usePropertyMapTexts();

  const notes = <MarkerNotes status={markersStatus} onRetry={onRetry} />;
  const overlay = (
    <MapControls
      auto={auto}
      onAuto={(next) => {
        setAuto(next);
        setPending(null);
      }}
      pending={pending}
      onSearchPending={() => {
        if (pending) onBounds(pending);
        setPending(null);
      }}
      onRemoveArea={bounds ? () => onBounds(undefined) : undefined}
    >
      {notes}
    </MapControls>
  );

  return (
    <>
      <InteractiveMap
        fill
        cluster
        popupOn="click"
        label={t`Carte des résultats`}
        markers={mapMarkers}
        view={view}
        onViewChange={onViewChange}
        activeId={highlightedId}
        onHover={onHover}
        {...texts}
        controls="bottomright"
        overlay={overlay}
      />
      {/* The same notes over the closed gate; CSS hides these once the gate opens. */}
      <div className={styles.mapNotes}>{notes}</div>
    </>
  );
}

/**
 * The map's framing: the search's area when it has one, else every marker; again when the markers
 * change or the area is removed, never after the visitor's own moves.
 */
function useFraming(markers: readonly PropertyMapItem[] | null, bounds: MapBounds | undefined) {
  const [view, setView] = useState<MapViewRequest & { key: number }>(() =>
    bounds ? { key: 0, fit: 'bounds', bounds: toBox(bounds) } : { key: 0, fit: 'markers' },
  );
  const hadBounds = useRef(!!bounds);
  const firstMarkers = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on new markers only; the bounds are read as they are then
  useEffect(() => {
    if (!markers) return;
    if (firstMarkers.current) {
      firstMarkers.current = false;
      return;
    }
    setView((v) =>
      bounds ? { key: v.key + 1, fit: 'bounds', bounds: toBox(bounds) } : { key: v.key + 1, fit: 'markers' },
    );
  }, [markers]);
  useEffect(() => {
    if (hadBounds.current && !bounds) setView((v) => ({ key: v.key + 1, fit: 'markers' }));
    hadBounds.current = !!bounds;
  }, [bounds]);

  return view;
}

/**
 * Whether the map's gate is open or not, the visitor learns that the markers are on their way or
 * failed: in the map's controls once it is open, over the gate before. The status is always in the
 * document, so screen readers hear what comes into it.
 */
function MarkerNotes({ status, onRetry }: { status: SearchMapProps['markersStatus']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <p role="status" className={status === 'loading' ? styles.mapNote : styles.mapNoteEmpty}>
        {status === 'loading' && t`Chargement des propriétés sur la carte…`}
      </p>
      {status === 'error' && (
        <div role="alert" className={styles.mapNote}>
          <p>{t`Les propriétés n’ont pas pu être placées sur la carte.`}</p>
          <button type="button" className={styles.mapButton} onClick={onRetry}>
            {t`Réessayer`}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The controls over the map: "search as the map moves", and when it is off a "search this area"
 * button for the area in view; the button that removes the search's area when it has one.
 */
function MapControls({
  auto,
  onAuto,
  pending,
  onSearchPending,
  onRemoveArea,
  children,
}: {
  auto: boolean;
  onAuto: (auto: boolean) => void;
  pending: MapBounds | null;
  onSearchPending: () => void;
  onRemoveArea: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.mapControls}>
      <label className={styles.autoSearch}>
        <input type="checkbox" checked={auto} onChange={(event) => onAuto(event.target.checked)} />
        <span>{t`Rechercher quand je déplace la carte`}</span>
      </label>
      {pending && (
        <button type="button" className={styles.mapButton} onClick={onSearchPending}>
          {t`Rechercher dans cette zone`}
        </button>
      )}
      {onRemoveArea && (
        <button type="button" className={styles.mapButton} onClick={onRemoveArea}>
          {t`Retirer la zone de la carte`}
        </button>
      )}
      {children}
    </div>
  );
}
