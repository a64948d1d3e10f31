import type { ReactNode } from 'react';
import type { Coords } from '../../engine/schemas';

/** A marker on a map: where, in which colour, named how, and what its popup shows. */
export interface MapMarker {
  id: string;
  coords: Coords;
  /** Accessible name of the marker (its title). */
  label: string;
  color?: string;
  /** Popup content, opened on hover or focus (spec 2 §4, generic markers). */
  popup?: ReactNode;
}

/** What the map layer needs; shared by the gate and the Leaflet module without importing Leaflet. */
export interface LeafletMapProps {
  markers: readonly MapMarker[];
  /** Interactions (drag, zoom, keyboard) are on only when the gate is open. */
  interactive: boolean;
  /** Raster tile URL template; without it, a locally drawn schematic background is used. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Texts of Leaflet's own controls, translated by the caller. */
  texts: { zoomIn: string; zoomOut: string; schematic: string };
  /** Marker colour when a marker has none; the theme's primary colour by default. */
  defaultColor?: string;
}
