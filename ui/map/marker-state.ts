/**
 * What the parts of a marker layer share: its settings, the cluster index of its markers, and the
 * entries drawn for the current view. The parts (reconcile, view, keyboard, popups) each take this
 * state; `marker-layer.ts` wires them. Leaflet comes in as a value, never imported here.
 */
import type * as Leaflet from 'leaflet';
import type { ClusterIndex, ViewItem } from './cluster-index';
import type { MapMarker, MapTexts } from './types';

export type LeafletNs = typeof Leaflet;

/** Where the map's one popup is open, for the page to draw its content there. */
export interface PopupPlace {
  id: string;
  lat: number;
  lng: number;
}

export interface MarkerLayerSettings {
  markers: readonly MapMarker[];
  cluster: boolean;
  popupOn: 'hover' | 'click';
  texts: MapTexts;
  defaultColor: string;
  activeId: string | null;
  openId: string | null;
  hasPopup: (marker: MapMarker) => boolean;
  tooltipOf?: (marker: MapMarker) => string | undefined;
  describeMarker?: (marker: MapMarker) => string;
  describeCluster?: MapTexts['cluster'];
  onHover?: (id: string | null) => void;
  onActivate?: (id: string) => void;
  /**
   * The popup of a marker opened or closed. The page draws it (with its content) at that place and
   * hands its content's element back with `attachPopupHost`.
   */
  onPopup: (open: PopupPlace | null) => void;
}

/** One marker or cluster on screen: its data, its Leaflet marker and its button. */
export interface Entry {
  item: ViewItem;
  marker: Leaflet.Marker;
  el: HTMLElement;
}

export interface LayerState {
  readonly L: LeafletNs;
  readonly map: Leaflet.Map;
  readonly group: Leaflet.LayerGroup;
  /** The pane the buttons live in: the group screen readers name. */
  readonly pane: HTMLElement;
  settings: MarkerLayerSettings;
  index: ClusterIndex;
  byId: Map<string, MapMarker>;
  /** The drawn entries by item key. */
  readonly entries: Map<string, Entry>;
  items: ViewItem[];
  /** The key of the one entry reachable with Tab. */
  tabStop: string | null;
  highlighted: string | null;
  destroyed: boolean;
  /** After a cluster zooms in or a view change removes the focused marker: where focus goes next. */
  focusNear: Leaflet.LatLng | null;
}

/** Pixel size of a marker: its halo (radius 4 + weight 26 / 2). */
export const PIN_SIZE = 34;

export const clusterName = (state: LayerState, item: Extract<ViewItem, { kind: 'cluster' }>) =>
  (state.settings.describeCluster ?? state.settings.texts.cluster)(item.summary);

export const markerName = (state: LayerState, marker: MapMarker) =>
  state.settings.describeMarker?.(marker) ?? marker.label ?? marker.id;

export const entryName = (state: LayerState, entry: Entry) =>
  entry.item.kind === 'cluster' ? clusterName(state, entry.item) : markerName(state, entry.item.marker);
