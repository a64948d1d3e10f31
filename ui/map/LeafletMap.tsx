/**
 * THE module that imports Leaflet (STACK.md: Leaflet touches `window` at import time). It is
 * loaded only in the browser, lazily, by MapGate after mount; nothing else may import Leaflet.
 * Markers are drawn by `createMarkerLayer` (clustered with supercluster when asked), outside React;
 * only the open popup's content is a React portal.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MAP_DEFAULT_BOUNDS, MAP_SINGLE_MARKER_ZOOM } from '../constants';
import styles from './Map.module.css';
import { createMarkerLayer, type MarkerLayer, type MarkerLayerSettings } from './marker-layer';
import type { LeafletMapProps, MapMarker, MapViewRequest } from './types';

/**
 * The background when no tile server is configured: a grid drawn locally, tile by tile, so it pans
 * and zooms with the map. It shows no geography, and says so in the attribution line.
 */
const SchematicLayer = L.GridLayer.extend({
  createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = styles.schematicTile ?? '';
    return tile;
  },
}) as unknown as new (
  options: L.GridLayerOptions,
) => L.GridLayer;

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

/** Room around markers when the map fits them, px. */
const FIT_PADDING = 48;

/** The bounds of a list of markers, in one pass (20,000 markers take well under a millisecond). */
function boundsOf(markers: readonly MapMarker[]): L.LatLngBounds | null {
  if (markers.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { coords } of markers) {
    if (coords.lat < south) south = coords.lat;
    if (coords.lat > north) north = coords.lat;
    if (coords.lng < west) west = coords.lng;
    if (coords.lng > east) east = coords.lng;
  }
  return L.latLngBounds([south, west], [north, east]);
}

export default function LeafletMap(props: LeafletMapProps) {
  const { markers, interactive, tileUrl, tileAttribution, texts, view } = props;
  const node = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  const [popup, setPopup] = useState<{ id: string; el: HTMLElement } | null>(null);
  // The map's own moves (fits, resizes) are not the visitor's: onViewChange says which is which.
  const programmatic = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  const withoutUser = (move: () => void) => {
    programmatic.current = true;
    try {
      move();
    } finally {
      programmatic.current = false;
    }
  };

  // A framing asked while the map is hidden (no size) waits for the map to show again.
  const pendingFrame = useRef(false);
  const frame = (instance: L.Map, request: MapViewRequest | undefined, list: readonly MapMarker[]) => {
    const box = instance.getContainer();
    pendingFrame.current = box.clientWidth === 0 || box.clientHeight === 0;
    if (pendingFrame.current) return;
    withoutUser(() => {
      if (request?.fit === 'bounds') {
        const { south, west, north, east } = request.bounds;
        instance.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { animate: false },
        );
        return;
      }
      if (request?.fit === 'marker') {
        const marker = list.find((m) => m.id === request.id);
        if (marker)
          instance.setView([marker.coords.lat, marker.coords.lng], request.zoom ?? MAP_SINGLE_MARKER_ZOOM, {
            animate: false,
          });
        return;
      }
      const bounds = boundsOf(list);
      if (!bounds)
        instance.fitBounds(MAP_DEFAULT_BOUNDS as unknown as L.LatLngBoundsExpression, { animate: false });
      else if (list.length === 1)
        instance.setView(bounds.getCenter(), MAP_SINGLE_MARKER_ZOOM, { animate: false });
      else instance.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], animate: false });
    });
  };

  // Created once, and only once its box has a size (a map in a hidden pane, such as a phone's list
  // view, waits): texts and tiles are fixed for the life of a map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const el = node.current;
    if (!el) return;
    let instance: L.Map | null = null;
    const create = () => {
      const map = L.map(el, { zoomControl: false, attributionControl: false });
      L.control
        .zoom({
          zoomInTitle: texts.zoomIn,
          zoomOutTitle: texts.zoomOut,
          position: props.controls ?? 'topleft',
        })
        .addTo(map);
      L.control.attribution({ prefix: false }).addTo(map);
      if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution ?? '' }).addTo(map);
      else new SchematicLayer({ attribution: texts.schematic }).addTo(map);
      frame(map, latest.current.view, latest.current.markers);
      map.on('moveend', () => {
        const b = map.getBounds();
        latest.current.onViewChange?.({
          bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
          zoom: map.getZoom(),
          user: !programmatic.current,
        });
      });
      return map;
    };
    const sized = () => el.clientWidth > 0 && el.clientHeight > 0;
    const follow = () => {
      if (!instance) {
        if (!sized()) return;
        instance = create();
        setMap(instance);
        return;
      }
      // The map follows its box (a list folded, a phone turned): not a move of the visitor's.
      const map = instance;
      withoutUser(() => map.invalidateSize({ pan: false }));
      if (pendingFrame.current && sized()) frame(map, latest.current.view, latest.current.markers);
    };
    follow();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      layerRef.current?.destroy();
      layerRef.current = null;
      instance?.remove();
      setMap(null);
    };
  }, []);

  // Interactions follow the gate.
  useEffect(() => {
    if (!map) return;
    for (const name of INTERACTIONS) {
      const handler = map[name] as L.Handler | undefined;
      if (interactive) handler?.enable();
      else handler?.disable();
    }
  }, [map, interactive]);

  // The marker layer, created with the map, then told about every change of markers or behaviour.
  useEffect(() => {
    if (!map || !node.current) return;
    const settings: MarkerLayerSettings = {
      markers,
      cluster: props.cluster ?? false,
      popupOn: props.popupOn ?? 'hover',
      texts,
      defaultColor: props.defaultColor ?? themeColor(node.current),
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
    };
    if (layerRef.current) layerRef.current.update(settings);
    else layerRef.current = createMarkerLayer(L, map, settings);
  }, [
    map,
    markers,
    texts,
    props.cluster,
    props.popupOn,
    props.defaultColor,
    props.activeId,
    props.openId,
    props.tooltipOf,
    props.describeMarker,
    props.describeCluster,
  ]);

  // Framing: a new view request applies once; without requests, the map fits its markers when they change.
  const viewKey = view?.key;
  const framedFor = useRef<{ key: unknown; markers: readonly MapMarker[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the request's key, not its object
  useEffect(() => {
    if (!map) return;
    const last = framedFor.current;
    framedFor.current = { key: viewKey, markers };
    if (!last) return; // framed at creation
    if (view ? last.key !== viewKey : last.markers !== markers) frame(map, view, markers);
  }, [map, viewKey, markers]);

  const popupMarker = popup ? markers.find((m) => m.id === popup.id) : undefined;
  const popupContent = popupMarker ? (popupMarker.popup ?? props.renderPopup?.(popupMarker.id)) : null;
  return (
    <>
      <div ref={node} className={styles.leaflet} />
      {popup && popupContent ? createPortal(popupContent, popup.el) : null}
    </>
  );
}
