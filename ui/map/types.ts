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
  /** See `MarkerSelection`. */
  selection?: MarkerSelection;
}

/**
 * A map whose markers are driven from outside, e.g. by a linked list (offices map, spec 2 §4). With
 * it, a marker's popup opens when the marker is active, not on hover; a click or focus on a marker
 * or inside its popup asks for it to become active (`onActivate`), hovering it reports `onHover`.
 */
export interface MarkerSelection {
  /** The active marker: highlighted, its popup open, the map centred on it (after fitting all markers). */
  activeId: string | null;
  /** A marker drawn highlighted without opening its popup (the pointer over its list item). */
  highlightId?: string | null;
  onActivate: (id: string) => void;
  onHover?: (id: string | null) => void;
}
