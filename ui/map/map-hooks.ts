/**
 * The hooks of the map module that need no Leaflet code (types only): how the map frames itself
 * and follows its box, which of its moves are the visitor's, and the marker layer's settings.
 */
import type * as L from 'leaflet';
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Framing, framingOf } from './framing';
import type { MarkerLayerSettings, PopupPlace } from './marker-layer';
import type { LeafletMapProps, MapMarker, MapViewRequest } from './types';

/** The theme's primary colour as a hex value (markers are shaded from it). */
function themeColor(el: HTMLElement): string {
  return getComputedStyle(el).getPropertyValue('--color-primary').trim() || '#0b3b8c';
}

const boundsOfBox = ({ box }: Extract<Framing, { fit: 'box' }>): L.LatLngBoundsLiteral => [
  [box.south, box.west],
  [box.north, box.east],
];

export function applyFraming(map: L.Map, framing: Framing) {
  if (framing.fit === 'place') map.setView([framing.lat, framing.lng], framing.zoom, { animate: false });
  else map.fitBounds(boundsOfBox(framing), { padding: [framing.padding, framing.padding], animate: false });
}

/** The map's first view, as MapContainer's props (a marker not on the map falls back to the markers). */
export function initialView(request: MapViewRequest | undefined, markers: readonly MapMarker[]) {
  const framing = framingOf(request, markers) ?? (framingOf(undefined, markers) as Framing);
  return framing.fit === 'place'
    ? { center: [framing.lat, framing.lng] as L.LatLngTuple, zoom: framing.zoom }
    : {
        bounds: boundsOfBox(framing),
        boundsOptions: { padding: [framing.padding, framing.padding] as L.PointTuple },
      };
}

/**
 * The map's moves: `frame` applies the current view request (or fits the markers), waiting while
 * the map is hidden; `onMoveEnd` reports each move, saying whether it was the visitor's.
 * `themeColour` is null until the box has a size: the map is created from then on.
 */
export function useMapMoves(
  node: RefObject<HTMLDivElement | null>,
  mapRef: RefObject<L.Map | null>,
  latest: RefObject<LeafletMapProps>,
) {
  // The theme's colour, read once the box is laid out; the map is drawn from then on.
  const [themeColour, setThemeColour] = useState<string | null>(null);
  // The map's own moves (fits, resizes) are not the visitor's: onViewChange says which is which.
  const programmatic = useRef(false);

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs passed in are read when called
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs passed in are read when called
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs passed in are read when called
  const onMoveEnd = useCallback((map: L.Map) => {
    const b = map.getBounds();
    latest.current.onViewChange?.({
      bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      zoom: map.getZoom(),
      user: !programmatic.current,
    });
  }, []);
  return { themeColour, frame, onMoveEnd };
}

/** The marker layer's settings, a new object only when something it draws changed. */
export function useMarkerSettings(
  props: LeafletMapProps,
  latest: RefObject<LeafletMapProps>,
  themeColour: string | null,
  setPopup: Dispatch<SetStateAction<PopupPlace | null>>,
): MarkerLayerSettings {
  const { markers, texts } = props;
  return useMemo<MarkerLayerSettings>(
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
      latest,
      setPopup,
    ],
  );
}
