import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { usePublicConfig } from '../../stores/public-config';
import { MAP_HEIGHT_FACTORS, MAP_HEIGHT_REM } from '../constants';
import { IconGlyph } from '../content/IconGlyph';
import { useInViewport } from '../viewport';
import styles from './Map.module.css';
import { MapErrorBoundary } from './MapErrorBoundary';
import type { MapBehaviour, MapMarker, MapTexts } from './types';

// The only door to Leaflet: a lazy import, reached after mount in a browser.
const LeafletMap = lazy(() => import('./LeafletMap'));

export interface InteractiveMapProps extends MapBehaviour {
  markers: readonly MapMarker[];
  /** Accessible name of the map. */
  label: string;
  /** Marker colour when a marker has none. */
  markerColor?: string;
  className?: string;
  /** A tile server for this map only; by default the site's (runtime configuration), else none. */
  tileUrl?: string;
  /** Fill the parent's height instead of the map heights by breakpoint (a search page's map pane). */
  fill?: boolean;
  /** Controls drawn over the map once it is active ("search this area"); never under the gate. */
  overlay?: ReactNode;
}

/** Map height by breakpoint: 24 rem × 1, 0.9, 0.8, 0.7, 0.6, as CSS variables. */
const heightVars = Object.fromEntries(
  MAP_HEIGHT_FACTORS.map((factor, i) => [
    `--map-height-${i + 1}`,
    `${Number((MAP_HEIGHT_REM * factor).toFixed(3))}rem`,
  ]),
) as CSSProperties;

/**
 * The map gate. The map loads only once its block nears the viewport, and only in a
 * browser (the server renders a same-size placeholder). An overlay blocks it until the visitor
 * activates it with a real button, so the page scrolls past maps without being caught; the gate
 * closes again when the map leaves the viewport. Everything else (markers as data, clusters,
 * popups, highlight, framing, view events) is passed through to the Leaflet module: see types.ts.
 */
export function InteractiveMap({
  markers,
  label,
  markerColor,
  className,
  tileUrl,
  fill = false,
  overlay,
  ...behaviour
}: InteractiveMapProps) {
  const { t } = useLingui();
  const { mapTiles } = usePublicConfig();
  const box = useRef<HTMLElement>(null);
  const near = useInViewport(box, { rootMargin: '25%', once: true });
  const inView = useInViewport(box);
  const [mounted, setMounted] = useState(false);
  const [armed, setArmed] = useState(true);
  const seen = useRef(false);
  const layer = useRef<HTMLDivElement>(null);
  const handOver = useRef(false);

  useEffect(() => setMounted(true), []);
  // The gate button goes away when pressed: its focus moves into the map (its first marker, else
  // the map itself) instead of falling to the page.
  useEffect(() => {
    if (armed || !handOver.current) return;
    handOver.current = false;
    const el = layer.current;
    const target =
      el?.querySelector<HTMLElement>('[data-key][tabindex="0"]') ??
      el?.querySelector<HTMLElement>('[tabindex="0"]') ??
      el;
    target?.focus();
  }, [armed]);
  useEffect(() => {
    if (inView) seen.current = true;
    else if (seen.current) setArmed(true);
  }, [inView]);

  const texts = useMemo<MapTexts>(
    () => ({
      zoomIn: t`Zoom avant`,
      zoomOut: t`Zoom arrière`,
      schematic: t`Fond de carte schématique`,
      markers: t`Marqueurs de la carte`,
      markersHelp: t`Flèches : marqueur voisin. Entrée : ouvrir le marqueur ou agrandir le groupe. Échap : fermer.`,
      cluster: ({ count }) => t`Groupe de ${count} marqueurs`,
    }),
    [t],
  );

  const load = mounted && near;
  return (
    <section
      ref={box}
      className={[styles.map, className].filter(Boolean).join(' ')}
      style={heightVars}
      aria-label={label}
      data-gate={armed ? 'armed' : 'open'}
      data-fill={fill ? '' : undefined}
    >
      <div ref={layer} className={styles.layer} inert={armed} tabIndex={-1}>
        {load ? (
          <MapErrorBoundary
            fallback={
              <div className={styles.placeholder} role="note">
                <p className={styles.failed}>{t`La carte n’a pas pu s’afficher.`}</p>
              </div>
            }
          >
            <Suspense fallback={<div className={styles.placeholder} />}>
              <LeafletMap
                {...behaviour}
                markers={markers}
                interactive={!armed}
                tileUrl={tileUrl ?? mapTiles?.url}
                tileAttribution={tileUrl ? undefined : mapTiles?.attribution}
                defaultColor={markerColor}
                texts={texts}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <div className={styles.placeholder} data-map-placeholder="" />
        )}
      </div>
      {!armed && overlay}
      {armed && (
        <button
          type="button"
          className={styles.gate}
          onClick={() => {
            handOver.current = true;
            setArmed(false);
          }}
        >
          <span className={styles.gateLabel}>
            <IconGlyph icon={{ type: 'location' }} size={20} />
            {t`Activer la carte interactive`}
          </span>
        </button>
      )}
    </section>
  );
}
