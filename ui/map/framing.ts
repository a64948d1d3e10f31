/**
 * How a map frames itself, as data: a box to fit or a place and zoom to show. Pure (no Leaflet),
 * so the same answer serves the map's creation and every later view request.
 */
import { MAP_DEFAULT_BOUNDS, MAP_SINGLE_MARKER_ZOOM } from '../constants';
import type { LatLngBox } from './bounds';
import type { MapMarker, MapViewRequest } from './types';

/** Room around markers when the map fits them, px. */
export const FIT_PADDING = 48;

export type Framing =
  | { fit: 'box'; box: LatLngBox; padding: number }
  | { fit: 'place'; lat: number; lng: number; zoom: number };

/** The box of a list of markers, in one pass (20,000 markers take well under a millisecond). */
export function boxOf(markers: readonly MapMarker[]): LatLngBox | null {
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
  return { south, west, north, east };
}

const [[defaultSouth, defaultWest], [defaultNorth, defaultEast]] = MAP_DEFAULT_BOUNDS;

/**
 * The framing a request asks for: its bounds, its marker (or nothing when that marker is not on
 * the map), else the markers: one is shown at street level, several are fitted with room around
 * them, none shows the default region.
 */
export function framingOf(
  request: MapViewRequest | undefined,
  markers: readonly MapMarker[],
): Framing | null {
  if (request?.fit === 'bounds') return { fit: 'box', box: request.bounds, padding: 0 };
  if (request?.fit === 'marker') {
    const marker = markers.find((m) => m.id === request.id);
    return marker ? { fit: 'place', ...marker.coords, zoom: request.zoom ?? MAP_SINGLE_MARKER_ZOOM } : null;
  }
  const box = boxOf(markers);
  if (!box)
    return {
      fit: 'box',
      box: { south: defaultSouth, west: defaultWest, north: defaultNorth, east: defaultEast },
      padding: 0,
    };
  if (markers.length === 1)
    return {
      fit: 'place',
      lat: (box.south + box.north) / 2,
      lng: (box.west + box.east) / 2,
      zoom: MAP_SINGLE_MARKER_ZOOM,
    };
  return { fit: 'box', box, padding: FIT_PADDING };
}
