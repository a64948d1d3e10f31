/**
 * THE module that imports Leaflet, react-leaflet and @react-leaflet/core (Leaflet touches `window`
 * at import time). It is loaded only in the browser, lazily, by MapGate after mount; nothing else
 * may import them. react-leaflet draws the map (`MapContainer`), its controls, its background and
 * its popup; the markers are one custom layer that draws the viewport's clusters outside React
 * (marker-layer.ts), so React renders one component for the whole marker set, never one per marker.
 */
import {
  createElementObject,
  createLayerComponent,
  createTileLayerComponent,
  type LayerProps,
} from '@react-leaflet/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AttributionControl, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { type Framing, framingOf } from './framing';
import styles from './Map.module.css';
import {
  type ClusteredMarkerLayer,
  type MarkerLayerSettings,
  markerLayerClass,
  type PopupPlace,
} from './marker-layer';
import { PIN_SIZE } from './marker-state';
import type { LeafletMapProps, MapMarker, MapViewRequest } from './types';

/**
 * The background when no tile server is configured: a grid drawn locally, tile by tile, so it pans
 * and zooms with the map. It shows no geography, and says so in the attribution line.
 */
const SchematicGrid = L.GridLayer.extend({
  createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = styles.schematicTile ?? '';
    return tile;
  },
}) as unknown as new (
  options: L.GridLayerOptions,
) => L.GridLayer;

const SchematicLayer = createTileLayerComponent<L.GridLayer, LayerProps>((props, context) =>
  createElementObject(
    new SchematicGrid({ attribution: props.attribution, ...(props.pane ? { pane: props.pane } : {}) }),
    context,
  ),
);

const MarkerLayerClass = markerLayerClass(L);

/** The clustered markers: one react-leaflet layer holding the marker layer, told of every change. */
const ClusteredMarkers = createLayerComponent<
  ClusteredMarkerLayer,
  LayerProps & { settings: MarkerLayerSettings }
>(
  (props, context) => createElementObject(new MarkerLayerClass(props.settings), context),
  (layer, props, previous) => {
    if (props.settings !== previous.settings) layer.setSettings(props.settings);
  },
);

/** The theme's primary colour as a hex value (markers are shaded from it). */
function themeColor(el: HTMLElement): string {
  return getComputedStyle(el).getPropertyValue('--color-primary').trim() || '#0b3b8c';
}

const INTERACTIONS = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const;
const POPUP_OFFSET = L.point(0, -PIN_SIZE / 2 + 6);

const boundsOfBox = ({ box }: Extract<Framing, { fit: 'box' }>): L.LatLngBoundsLiteral => [
  [box.south, box.west],
  [box.north, box.east],
];

function applyFraming(map: L.Map, framing: Framing) {
  if (framing.fit === 'place') map.setView([framing.lat, framing.lng], framing.zoom, { animate: false });
  else map.fitBounds(boundsOfBox(framing), { padding: [framing.padding, framing.padding], animate: false });
}

/** The map's first view, as MapContainer's props (a marker not on the map falls back to the markers). */
function initialView(request: MapViewRequest | undefined, markers: readonly MapMarker[]) {
  const framing = framingOf(request, markers) ?? (framingOf(undefined, markers) as Framing);
  return framing.fit === 'place'
    ? { center: [framing.lat, framing.lng] as L.LatLngTuple, zoom: framing.zoom }
    : {
        bounds: boundsOfBox(framing),
        boundsOptions: { padding: [framing.padding, framing.padding] as L.PointTuple },
      };
}

/** Interactions (drag, zoom, keyboard) follow the gate. */
function Interactions({ interactive }: { interactive: boolean }) {
  const map = useMap();
  useEffect(() => {
    for (const name of INTERACTIONS) {
      const handler = map[name] as L.Handler | undefined;
      if (interactive) handler?.enable();
      else handler?.disable();
    }
  }, [map, interactive]);
  return null;
}

/** Tells the page of every view once its move ends. */
function ViewEvents({ onMoveEnd }: { onMoveEnd: (map: L.Map) => void }) {
  const map = useMap();
  useEffect(() => {
    const listener = () => onMoveEnd(map);
    map.on('moveend', listener);
    return () => {
      map.off('moveend', listener);
    };
  }, [map, onMoveEnd]);
  return null;
}

/** A new view request applies once; without requests the map fits its markers when they change. */
function Reframe({
  view,
  markers,
  frame,
}: Pick<LeafletMapProps, 'view' | 'markers'> & { frame: (map: L.Map) => void }) {
  const map = useMap();
  const viewKey = view?.key;
  const framedFor = useRef<{ key: unknown; markers: readonly MapMarker[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the request's key, not its object
  useEffect(() => {
    const last = framedFor.current;
    framedFor.current = { key: viewKey, markers };
    if (!last) return; // framed at creation
    if (view ? last.key !== viewKey : last.markers !== markers) frame(map);
  }, [map, viewKey, markers]);
  return null;
}

export default function LeafletMap(props: LeafletMapProps) {
  const { markers, interactive, tileUrl, tileAttribution, texts } = props;
  const node = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<ClusteredMarkerLayer | null>(null);
  // The theme's colour, read once the box is laid out; the map is drawn from then on.
  const [themeColour, setThemeColour] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupPlace | null>(null);
  // The map's own moves (fits, resizes) are not the visitor's: onViewChange says which is which.
  const programmatic = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  const withoutUser = useCallback((move: () => void) => {
    programmatic.current = true;
    try {
      move();
    } finally {
      programmatic.current = false;
    }
  }, []);

  // A framing asked while the map is hidden (no size) waits for the map to show again.
  const pendingFrame = useRef(false);
  const frame = useCallback(
    (map: L.Map) => {
      const box = map.getContainer();
      pendingFrame.current = box.clientWidth === 0 || box.clientHeight === 0;
      if (pendingFrame.current) return;
      const framing = framingOf(latest.current.view, latest.current.markers);
      if (framing) withoutUser(() => applyFraming(map, framing));
    },
    [withoutUser],
  );

  // The map is created once its box has a size (a map in a hidden pane, such as a phone's list
  // view, waits), then follows its box (a list folded, a phone turned): not a move of the visitor's.
  useEffect(() => {
    const el = node.current;
    if (!el) return;
    const follow = () => {
      const hasSize = el.clientWidth > 0 && el.clientHeight > 0;
      const map = mapRef.current;
      if (!map) {
        if (hasSize) setThemeColour(themeColor(el));
        return;
      }
      withoutUser(() => map.invalidateSize({ pan: false }));
      if (pendingFrame.current && hasSize) frame(map);
    };
    follow();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resize?.observe(el);
    return () => resize?.disconnect();
  }, [frame, withoutUser]);

  const onMoveEnd = useCallback((map: L.Map) => {
    const b = map.getBounds();
    latest.current.onViewChange?.({
      bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      zoom: map.getZoom(),
      user: !programmatic.current,
    });
  }, []);

  const settings = useMemo<MarkerLayerSettings>(
    () => ({
      markers,
      cluster: props.cluster ?? false,
      popupOn: props.popupOn ?? 'hover',
      texts,
      defaultColor: props.defaultColor ?? themeColour ?? '',
      activeId: props.activeId ?? null,
      openId: props.openId ?? null,
      hasPopup: (marker) => marker.popup != null || latest.current.renderPopup != null,
      tooltipOf: props.tooltipOf,
      describeMarker: props.describeMarker,
      describeCluster: props.describeCluster,
      onHover: (id) => latest.current.onHover?.(id),
      onActivate: (id) => latest.current.onActivate?.(id),
      onPopup: (open) => {
        setPopup(open);
        latest.current.onPopupChange?.(open?.id ?? null);
      },
    }),
    [
      markers,
      texts,
      themeColour,
      props.cluster,
      props.popupOn,
      props.defaultColor,
      props.activeId,
      props.openId,
      props.tooltipOf,
      props.describeMarker,
      props.describeCluster,
    ],
  );

  const attachPopupHost = useCallback(
    (el: HTMLDivElement | null) => layerRef.current?.attachPopupHost(el),
    [],
  );
  const popupPosition = useMemo<L.LatLngTuple | null>(() => (popup ? [popup.lat, popup.lng] : null), [popup]);
  const popupMarker = popup ? markers.find((m) => m.id === popup.id) : undefined;
  const popupContent: ReactNode = popupMarker
    ? (popupMarker.popup ?? props.renderPopup?.(popupMarker.id))
    : null;

  return (
    <div ref={node} className={styles.leaflet}>
      {themeColour !== null ? (
        <MapContainer
          ref={mapRef}
          className={styles.leaflet}
          zoomControl={false}
          attributionControl={false}
          {...initialView(props.view, markers)}
        >
          <AttributionControl prefix={false} />
          <ZoomControl
            zoomInTitle={texts.zoomIn}
            zoomOutTitle={texts.zoomOut}
            position={props.controls ?? 'topleft'}
          />
          {tileUrl ? (
            <TileLayer url={tileUrl} attribution={tileAttribution ?? ''} />
          ) : (
            <SchematicLayer attribution={texts.schematic} />
          )}
          <Interactions interactive={interactive} />
          <ViewEvents onMoveEnd={onMoveEnd} />
          {/* The markers take new data before the map reframes for it: the move then draws the new clusters. */}
          <ClusteredMarkers ref={layerRef} settings={settings} />
          <Reframe view={props.view} markers={markers} frame={frame} />
          {/* One popup, owned by the marker layer (it closes it; Leaflet does not). Hover popups do
              not pan the map: a pan would move their marker from under the pointer and close them. */}
          {popup && popupPosition ? (
            <Popup
              position={popupPosition}
              className={styles.popup}
              closeButton={false}
              closeOnClick={false}
              closeOnEscapeKey={false}
              autoClose={false}
              autoPan={props.popupOn === 'click'}
              offset={POPUP_OFFSET}
            >
              <div key={popup.id} ref={attachPopupHost}>
                {popupContent}
              </div>
            </Popup>
          ) : null}
        </MapContainer>
      ) : null}
    </div>
  );
}
