/**
 * The markers of a map, drawn outside React: for each view only the clusters and markers on screen
 * (supercluster), as a few hundred DOM buttons at most, reconciled by key when the view changes.
 * This module wires the parts (view, reconcile, keyboard, popups) and wraps them as a Leaflet layer,
 * which LeafletMap.tsx hands to react-leaflet as one custom layer: one React component for the
 * whole marker set. Leaflet comes in as an argument: LeafletMap.tsx stays the one module importing it.
 */
import type * as Leaflet from 'leaflet';
import { createClusterIndex, itemFor } from './cluster-index';
import { focusEntry, onMarkerKey, setTabStop } from './marker-keyboard';
import { createPopups, type Popups } from './marker-popups';
import { clearEntries, type EntryEvents, renameEntries } from './marker-reconcile';
import {
  type Entry,
  entryName,
  type LayerState,
  type LeafletNs,
  type MarkerLayerSettings,
} from './marker-state';
import { applyHighlight, drawView, mark, measureAfterPaint, nameGroup } from './marker-view';
import type { MapMarker } from './types';

export type { MarkerLayerSettings, PopupPlace } from './marker-state';

/** What a marker's button does: hover and focus show, click and Enter open or zoom, keys move. */
function entryEvents(state: LayerState, popups: Popups): EntryEvents {
  const { L, map } = state;

  function hover(entry: Entry, on: boolean) {
    const id = entry.item.kind === 'marker' ? entry.item.marker.id : null;
    entry.el.toggleAttribute('data-hover', on);
    popups.wantTooltip(on ? entry.item.key : null);
    if (state.settings.popupOn === 'hover' && id) popups.want(on ? id : null);
    if (id) state.settings.onHover?.(on ? id : null);
  }

  function activate(entry: Entry, byKeyboard: boolean) {
    const { item } = entry;
    if (item.kind === 'cluster') {
      // Zoom into the cluster; the marker or cluster that takes its place gets the focus.
      const zoom = Math.min(state.index.expansionZoom(item.clusterId), map.getMaxZoom());
      if (byKeyboard || entry.el === document.activeElement) state.focusNear = L.latLng(item.lat, item.lng);
      map.setView([item.lat, item.lng], Math.max(zoom, map.getZoom() + 1));
      return;
    }
    const id = item.marker.id;
    state.settings.onActivate?.(id);
    if (!state.settings.hasPopup(item.marker)) return;
    if (state.settings.popupOn === 'click' && popups.isOpen(id) && !byKeyboard) {
      popups.want(null);
      return;
    }
    popups.want(id);
    if (byKeyboard) popups.focusInto(id);
  }

  return {
    click: (entry) => activate(entry, false),
    hover,
    focus: (entry) => {
      setTabStop(state, entry.item.key);
      hover(entry, true);
    },
    blur: (entry, event) => {
      if (!popups.holds(event.relatedTarget as Node | null)) hover(entry, false);
    },
    keydown: (entry, event) =>
      onMarkerKey(state, entry, event, {
        activate: (target) => activate(target, true),
        dismiss: () => {
          popups.want(null);
          popups.wantTooltip(null);
        },
      }),
  };
}

export function createMarkerLayer(L: LeafletNs, map: Leaflet.Map, initial: MarkerLayerSettings) {
  const state: LayerState = {
    L,
    map,
    group: L.layerGroup().addTo(map),
    pane: map.getPane('markerPane') as HTMLElement,
    settings: initial,
    index: createClusterIndex([], false),
    byId: new Map(),
    entries: new Map(),
    items: [],
    tabStop: null,
    highlighted: null,
    destroyed: false,
    focusNear: null,
  };
  const group = nameGroup(state);
  const popups = createPopups(state);
  const events = entryEvents(state, popups);
  const render = () => drawView(state, events, popups.removed);

  const onMoveEnd = () => {
    mark('map:view-start');
    render();
    measureAfterPaint('map:view', 'map:view-start');
  };
  map.on('moveend', onMoveEnd);

  function setMarkers(markers: readonly MapMarker[], cluster: boolean) {
    mark('map:data');
    clearEntries(state);
    state.index = createClusterIndex(markers, cluster);
    state.byId = new Map(markers.map((m) => [m.id, m]));
    render();
    measureAfterPaint('map:first-paint', 'map:data');
  }

  setMarkers(initial.markers, initial.cluster);
  // A popup asked open from the start (the first office of a linked list) opens once drawn.
  if (initial.openId) popups.want(initial.openId);

  return {
    /** Applies new settings; rebuilds the index only when the markers themselves changed. */
    update(next: MarkerLayerSettings) {
      const previous = state.settings;
      state.settings = next;
      if (next.markers !== previous.markers || next.cluster !== previous.cluster) {
        setMarkers(next.markers, next.cluster);
        popups.markersChanged();
      } else if (
        next.texts !== previous.texts ||
        next.describeCluster !== previous.describeCluster ||
        next.describeMarker !== previous.describeMarker
      )
        renameEntries(state, (entry) => entryName(state, entry));
      if (next.texts !== previous.texts) group.rename();
      applyHighlight(state);
      if (next.openId !== previous.openId) popups.want(next.openId);
    },
    /** Redraws the current view (after a resize). */
    render,
    /** The element holding the open popup's content, drawn by the page (`null` when it goes). */
    attachPopupHost: popups.attachHost,
    /** Moves the focus to the marker of `id`, or to what stands for it. */
    focus(id: string) {
      const item = itemFor(state.index, state.items, id, state.byId.get(id)?.coords);
      const entry = item ? state.entries.get(item.key) : undefined;
      if (entry) focusEntry(state, entry);
    },
    destroy() {
      state.destroyed = true;
      map.off('moveend', onMoveEnd);
      popups.destroy();
      state.group.remove();
      group.remove();
    },
  };
}

export type MarkerLayer = ReturnType<typeof createMarkerLayer>;

/**
 * The marker layer as a Leaflet layer: created with its settings, drawn when added to a map,
 * undone when removed (react-leaflet adds and removes it with its component).
 */
export function markerLayerClass(L: LeafletNs) {
  return class ClusteredMarkerLayer extends L.Layer {
    private settings: MarkerLayerSettings;
    private layer: MarkerLayer | null = null;
    private host: HTMLElement | null = null;

    constructor(settings: MarkerLayerSettings) {
      super();
      this.settings = settings;
    }

    override onAdd(map: Leaflet.Map) {
      this.layer = createMarkerLayer(L, map, this.settings);
      this.layer.attachPopupHost(this.host);
      return this;
    }

    override onRemove() {
      this.layer?.destroy();
      this.layer = null;
      return this;
    }

    setSettings(settings: MarkerLayerSettings) {
      this.settings = settings;
      this.layer?.update(settings);
    }

    attachPopupHost(el: HTMLElement | null) {
      this.host = el;
      this.layer?.attachPopupHost(el);
    }

    render() {
      this.layer?.render();
    }
  };
}

export type ClusteredMarkerLayer = InstanceType<ReturnType<typeof markerLayerClass>>;
