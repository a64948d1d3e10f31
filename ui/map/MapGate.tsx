import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MAP_HEIGHT_FACTORS, MAP_HEIGHT_REM } from '../constants';
import { IconGlyph } from '../content/IconGlyph';
import { useInViewport } from '../viewport';
import styles from './Map.module.css';
import type { MapMarker, MarkerSelection } from './types';

// The only door to Leaflet: a lazy import, reached after mount in a browser.
const LeafletMap = lazy(() => import('./LeafletMap'));

/** Raster tiles, when a tile server is configured at build time (none by default: no outside hosts). */
const CONFIGURED_TILES: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const CONFIGURED_ATTRIBUTION: string | undefined = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || undefined;

export interface InteractiveMapProps {
  markers: readonly MapMarker[];
  /** Accessible name of the map. */
  label: string;
  /** Marker colour when a marker has none. */
  markerColor?: string;
  className?: string;
  tileUrl?: string;
  /** Markers driven from outside (a linked list): see `MarkerSelection`. */
  selection?: MarkerSelection;
}

/** Map height by breakpoint: 24 rem × 1, 0.9, 0.8, 0.7, 0.6 (spec 2 §9), as CSS variables. */
const heightVars = Object.fromEntries(
  MAP_HEIGHT_FACTORS.map((factor, i) => [
    `--map-height-${i + 1}`,
    `${Number((MAP_HEIGHT_REM * factor).toFixed(3))}rem`,
  ]),
) as CSSProperties;

/**
 * The map gate (spec 2 §4). The map loads only once its block nears the viewport, and only in a
 * browser (the server renders a same-size placeholder). An overlay blocks it until the visitor
 * activates it with a real button, so the page scrolls past maps without being caught; the gate
 * closes again when the map leaves the viewport.
 */
export function InteractiveMap({
  markers,
  label,
  markerColor,
  className,
  tileUrl,
  selection,
}: InteractiveMapProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const near = useInViewport(box, { rootMargin: '25%', once: true });
  const inView = useInViewport(box);
  const [mounted, setMounted] = useState(false);
  const [armed, setArmed] = useState(true);
  const seen = useRef(false);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (inView) seen.current = true;
    else if (seen.current) setArmed(true);
  }, [inView]);

  const load = mounted && near;
  return (
    <section
      ref={box}
      className={[styles.map, className].filter(Boolean).join(' ')}
      style={heightVars}
      aria-label={label}
      data-gate={armed ? 'armed' : 'open'}
    >
      <div className={styles.layer} inert={armed}>
        {load ? (
          <Suspense fallback={<div className={styles.placeholder} />}>
            <LeafletMap
              markers={markers}
              interactive={!armed}
              tileUrl={tileUrl ?? CONFIGURED_TILES}
              tileAttribution={CONFIGURED_ATTRIBUTION}
              defaultColor={markerColor}
              selection={selection}
              texts={{
                zoomIn: t`Zoom avant`,
                zoomOut: t`Zoom arrière`,
                schematic: t`Fond de carte schématique`,
              }}
            />
          </Suspense>
        ) : (
          <div className={styles.placeholder} data-map-placeholder="" />
        )}
      </div>
      {armed && (
        <button type="button" className={styles.gate} onClick={() => setArmed(false)}>
          <span className={styles.gateLabel}>
            <IconGlyph icon={{ type: 'location' }} size={20} />
            {t`Activer la carte interactive`}
          </span>
        </button>
      )}
    </section>
  );
}
