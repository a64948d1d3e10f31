import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
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

  // Framing: the search's area when it has one, else every marker; again when the markers change
  // or the area is removed, never after the visitor's own moves.
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

  // Whether the map's gate is open or not, the visitor learns that the markers are on their way or
  // failed: in the map's controls once it is open, over the gate before. The status is always in
  // the document, so screen readers hear what comes into it.
  const notes = (
    <>
      <p role="status" className={markersStatus === 'loading' ? styles.mapNote : styles.mapNoteEmpty}>
        {markersStatus === 'loading' && t`Chargement des propriétés sur la carte…`}
      </p>
      {markersStatus === 'error' && (
        <div role="alert" className={styles.mapNote}>
          <p>{t`Les propriétés n’ont pas pu être placées sur la carte.`}</p>
          <button type="button" className={styles.mapButton} onClick={onRetry}>
            {t`Réessayer`}
          </button>
        </div>
      )}
    </>
  );

  const overlay = (
    <div className={styles.mapControls}>
      <label className={styles.autoSearch}>
        <input
          type="checkbox"
          checked={auto}
          onChange={(event) => {
            setAuto(event.target.checked);
            setPending(null);
          }}
        />
        <span>{t`Rechercher quand je déplace la carte`}</span>
      </label>
      {pending && (
        <button
          type="button"
          className={styles.mapButton}
          onClick={() => {
            onBounds(pending);
            setPending(null);
          }}
        >
          {t`Rechercher dans cette zone`}
        </button>
      )}
      {bounds && (
        <button type="button" className={styles.mapButton} onClick={() => onBounds(undefined)}>
          {t`Retirer la zone de la carte`}
        </button>
      )}
      {notes}
    </div>
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
