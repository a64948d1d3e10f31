/**
 * Boxes and the markers inside them: what a map move changes. Pure and light (no clustering code),
 * so a page can compare views before the map itself is loaded.
 */
import type { MapMarker } from './types';

/** A box in degrees. */
export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The ids of the markers inside a box (the corners in any order). */
export function idsInside(markers: readonly MapMarker[], box: LatLngBox): Set<string> {
  const south = Math.min(box.south, box.north);
  const north = Math.max(box.south, box.north);
  const west = Math.min(box.west, box.east);
  const east = Math.max(box.west, box.east);
  const ids = new Set<string>();
  for (const m of markers) {
    const { lat, lng } = m.coords;
    if (lat >= south && lat <= north && lng >= west && lng <= east) ids.add(m.id);
  }
  return ids;
}

export function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
