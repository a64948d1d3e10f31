import type { ReactNode } from 'react';
import type { Coords } from '../../engine/schemas';
import type { ClusterSummary, LatLngBox } from './cluster-index';

export type { ClusterSummary, LatLngBox } from './cluster-index';

/**
 * A marker on a map: data, never a React component of its own (a map may hold 20,000 of them).
 * Only `id` and `coords` are required; everything a person reads can come from the map's
 * `describe` callbacks instead, computed only for the markers on screen.
 */
export interface MapMarker {
  id: string;
  coords: Coords;
  /** Accessible name of the marker (its title); else `describeMarker(marker)`. */
  label?: string;
  color?: string;
  /** Popup content; else `renderPopup(id)` when the map has one. */
  popup?: ReactNode;
  /** A number that clusters summarise as a range (a price): "12 properties, 389,000 $ to 1.2 M$". */
  value?: number;
}

/**
 * How the map frames itself. `key` says when: a new key applies the request once; the same key
 * leaves the visitor's own moves alone. Without a request the map fits its markers whenever they change.
 */
export type MapViewRequest =
  | { key: string | number; fit: 'markers' }
  | { key: string | number; fit: 'marker'; id: string; zoom?: number }
  | { key: string | number; fit: 'bounds'; bounds: LatLngBox };

export interface MapViewChange {
  bounds: LatLngBox;
  zoom: number;
  /** The visitor moved the map (drag, wheel, keys, buttons, a cluster); false for the map's own fits and resizes. */
  user: boolean;
}

/** Texts of the map's own controls and names, translated by the caller. */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  schematic: string;
  /** Name of the group of markers (one tab stop, arrow keys inside). */
  markers: string;
  /** How to move between markers, read after the group's name. */
  markersHelp: string;
  /** Name of a cluster without a `describeCluster`. */
  cluster: (summary: ClusterSummary) => string;
}

/**
 * Marker behaviour and events, shared by the gate (`InteractiveMap`) and the Leaflet module.
 * Generic markers open their popup on hover or focus; property and office markers on click
 * (`popupOn: 'click'`) and show a tooltip on hover.
 */
export interface MapBehaviour {
  /** Group nearby markers into clusters (for hundreds or thousands of markers). */
  cluster?: boolean;
  popupOn?: 'hover' | 'click';
  /** Popup of a marker without its own `popup` (fetched content, say). */
  renderPopup?: (id: string) => ReactNode;
  /** Tooltip text on hover or focus (click popups only; hidden while a popup is open). */
  tooltipOf?: (marker: MapMarker) => string | undefined;
  describeMarker?: (marker: MapMarker) => string;
  describeCluster?: (summary: ClusterSummary) => string;
  /** The marker highlighted from outside (a hovered card); its cluster is highlighted when it has one. */
  activeId?: string | null;
  /** The marker whose popup is open, controlled from outside (an office picked in a list). */
  openId?: string | null;
  /** A marker was hovered or focused (`null` when left). */
  onHover?: (id: string | null) => void;
  /** A marker was clicked or pressed (Enter, Space). */
  onActivate?: (id: string) => void;
  /** The popup of a marker opened or closed (`null`). */
  onPopupChange?: (id: string | null) => void;
  view?: MapViewRequest;
  /** After every move or zoom, once it ends. */
  onViewChange?: (change: MapViewChange) => void;
  /** Where Leaflet's zoom buttons go (top left by default). */
  controls?: 'topleft' | 'topright' | 'bottomleft' | 'bottomright';
}

/** What the Leaflet module needs; shared by the gate and the Leaflet module without importing Leaflet. */
export interface LeafletMapProps extends MapBehaviour {
  markers: readonly MapMarker[];
  /** Interactions (drag, zoom, keyboard) are on only when the gate is open. */
  interactive: boolean;
  /** Raster tile URL template; without it, a locally drawn schematic background is used. */
  tileUrl?: string;
  tileAttribution?: string;
  texts: MapTexts;
  /** Marker colour when a marker has none; the theme's primary colour by default. */
  defaultColor?: string;
}
