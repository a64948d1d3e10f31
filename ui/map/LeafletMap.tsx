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
import styles from './Map.module.css';
import { initialView, useMapMoves, useMarkerSettings } from './map-hooks';
import {
  type ClusteredMarkerLayer,
  type MarkerLayerSettings,
  markerLayerClass,
  type PopupPlace,
} from './marker-layer';
import { PIN_SIZE } from './marker-state';
import type { LeafletMapProps, MapMarker } from './types';

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

const INTERACTIONS = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const;
const POPUP_OFFSET = L.point(0, -PIN_SIZE / 2 + 6);

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
  const [popup, setPopup] = useState<PopupPlace | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { themeColour, frame, onMoveEnd } = useMapMoves(node, mapRef, latest);
  const settings = useMarkerSettings(props, latest, themeColour, setPopup);

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
