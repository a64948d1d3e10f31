/**
 * The markers of a map, drawn outside React: for each view only the clusters and markers on screen
 * (supercluster), as a few hundred DOM buttons at most, reconciled by key when the view changes.
 * Keyboard: the markers are one tab stop, the arrow keys move to the nearest marker in their
 * direction, Enter or Space opens a marker or zooms into a cluster (focus lands on what was inside),
 * Escape closes. Leaflet comes in as an argument: LeafletMap.tsx stays the one module importing it.
 */
import type * as Leaflet from 'leaflet';
import { MAP_POPUP_DELAY_MS } from '../constants';
import { type ClusterIndex, createClusterIndex, itemFor, type ViewItem } from './cluster-index';
import { type DelayedSwitch, delayedSwitch } from './delayed-switch';
import styles from './Map.module.css';
import { shade } from './marker-style';
import { ARROW_DIRECTIONS, nextInDirection, readingOrder } from './spatial';
import type { MapMarker, MapTexts } from './types';

type LeafletNs = typeof Leaflet;

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
  /** The popup of a marker opened (with the element its content goes into) or closed. */
  onPopup: (open: { id: string; el: HTMLElement } | null) => void;
}

interface Entry {
  item: ViewItem;
  marker: Leaflet.Marker;
  el: HTMLElement;
}

/** Pixel sizes: a marker is its halo (radius 4 + weight 26 / 2, spec 2 §9); clusters grow with their count. */
const PIN_SIZE = 34;
const clusterSize = (count: number) => (count < 10 ? 36 : count < 100 ? 44 : count < 1000 ? 52 : 60);
/** Markers just outside the view are drawn too, so a short pan shows no gap. */
const VIEW_PADDING = 0.15;

const mark = (name: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};
const measure = (name: string, start: string) => {
  try {
    performance.measure(name, start);
    performance.clearMarks(start);
  } catch {
    // no such mark (another view started meanwhile)
  }
};
/** Runs after the browser painted the current frame. */
const afterPaint = (fn: () => void) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(() => setTimeout(fn, 0))
    : setTimeout(fn, 0);

export function createMarkerLayer(L: LeafletNs, map: Leaflet.Map, initial: MarkerLayerSettings) {
  let settings = initial;
  let index: ClusterIndex = createClusterIndex(settings.markers, settings.cluster);
  let byId = new Map(settings.markers.map((m) => [m.id, m]));
  const layer = L.layerGroup().addTo(map);
  const entries = new Map<string, Entry>();
  let items: ViewItem[] = [];
  let tabStop: string | null = null;
  let hovered: string | null = null;
  let highlighted: string | null = null;
  let destroyed = false;
  /** After a cluster zooms in or a view change removes the focused marker: where focus goes next. */
  let focusNear: Leaflet.LatLng | null = null;

  const pane = map.getPane('markerPane') as HTMLElement;
  const help = document.createElement('p');
  help.id = `map-help-${Math.random().toString(36).slice(2)}`;
  help.className = styles.srOnly ?? '';
  map.getContainer().appendChild(help);
  pane.setAttribute('role', 'group');
  const setGroupTexts = () => {
    pane.setAttribute('aria-label', settings.texts.markers);
    pane.setAttribute('aria-describedby', help.id);
    help.textContent = settings.texts.markersHelp;
  };
  setGroupTexts();

  // Popup and tooltip, one of each for the whole map, switched 50 ms after the wish (spec 2 §4).
  const popupHost = document.createElement('div');
  const popup = L.popup({
    className: styles.popup,
    closeButton: false,
    autoPan: true,
    offset: L.point(0, -PIN_SIZE / 2 + 6),
  }).setContent(popupHost);
  let popupId: string | null = null;
  /** A marker opened by keyboard: focus goes into its popup once the popup's content is drawn. */
  let focusPopupOf: string | null = null;
  let popupFocusWatch: MutationObserver | null = null;
  const tooltip = L.tooltip({
    direction: 'top',
    offset: L.point(0, -PIN_SIZE / 2),
    className: styles.tooltip,
  });
  let tooltipKey: string | null = null;

  const popupSwitch: DelayedSwitch<string> = delayedSwitch<string>(MAP_POPUP_DELAY_MS, (id) => showPopup(id));
  const tooltipSwitch: DelayedSwitch<string> = delayedSwitch<string>(MAP_POPUP_DELAY_MS, (key) =>
    showTooltip(key),
  );

  function showPopup(id: string | null) {
    if (id === popupId) return;
    const marker = id ? byId.get(id) : undefined;
    if (!marker || !settings.hasPopup(marker)) {
      if (popupId) map.closePopup(popup);
      return;
    }
    popupId = id;
    showTooltip(null);
    popup.setLatLng([marker.coords.lat, marker.coords.lng]);
    if (!map.hasLayer(popup)) popup.openOn(map);
    else popup.update();
    settings.onPopup({ id: marker.id, el: popupHost });
    // Escape inside the popup closes it and gives focus back to its marker.
    popup.getElement()?.setAttribute('data-marker-id', marker.id);
    if (focusPopupOf === marker.id) focusIntoPopup(marker.id);
  }

  function stopPopupFocus() {
    focusPopupOf = null;
    popupFocusWatch?.disconnect();
    popupFocusWatch = null;
  }

  /**
   * Into the popup, so its link comes before the next marker; Escape comes back. The content is
   * drawn by the page (React), maybe frames after the popup opened: wait for its first control
   * rather than guess a delay.
   */
  function focusIntoPopup(id: string) {
    stopPopupFocus();
    const tryFocus = () => {
      const target =
        popupId === id ? popupHost.querySelector<HTMLElement>('a[href], button, [tabindex="0"]') : null;
      if (popupId !== id || target) stopPopupFocus();
      target?.focus();
      return popupId !== id || target !== null;
    };
    if (tryFocus()) return;
    focusPopupOf = id;
    popupFocusWatch = new MutationObserver(tryFocus);
    popupFocusWatch.observe(popupHost, { childList: true, subtree: true });
  }

  function showTooltip(key: string | null) {
    const entry = key ? entries.get(key) : undefined;
    const text =
      entry && popupId === null
        ? entry.item.kind === 'cluster'
          ? clusterName(entry.item)
          : settings.tooltipOf?.(entry.item.marker)
        : undefined;
    if (!entry || !text) {
      tooltipKey = null;
      if (map.hasLayer(tooltip)) map.closeTooltip(tooltip);
      return;
    }
    tooltipKey = key;
    tooltip.setLatLng([entry.item.lat, entry.item.lng]).setContent(text);
    if (!map.hasLayer(tooltip)) tooltip.openOn(map);
  }

  map.on('popupclose', (event: Leaflet.PopupEvent) => {
    if (event.popup !== popup) return;
    popupId = null;
    stopPopupFocus();
    popupSwitch.want(null);
    settings.onPopup(null);
  });

  popupHost.addEventListener('mouseenter', () => {
    if (settings.popupOn === 'hover' && popupId) popupSwitch.want(popupId);
  });
  popupHost.addEventListener('mouseleave', () => {
    if (settings.popupOn === 'hover') popupSwitch.want(null);
  });
  popupHost.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !popupId) return;
    event.preventDefault();
    event.stopPropagation();
    const id = popupId;
    popupSwitch.want(null);
    map.closePopup(popup);
    const entry = entries.get(`m:${id}`);
    (entry?.el ?? map.getContainer()).focus();
  });
  popupHost.addEventListener('focusout', (event) => {
    if (settings.popupOn !== 'hover') return;
    const next = event.relatedTarget as Node | null;
    const own = popupId ? entries.get(`m:${popupId}`)?.el : undefined;
    if (!next || (!popupHost.contains(next) && next !== own)) popupSwitch.want(null);
  });

  const clusterName = (item: Extract<ViewItem, { kind: 'cluster' }>) =>
    (settings.describeCluster ?? settings.texts.cluster)(item.summary);
  const markerName = (marker: MapMarker) => settings.describeMarker?.(marker) ?? marker.label ?? marker.id;

  function create(item: ViewItem): Entry {
    const isCluster = item.kind === 'cluster';
    const size = isCluster ? clusterSize(item.summary.count) : PIN_SIZE;
    const icon = L.divIcon({
      className: isCluster ? styles.cluster : styles.pin,
      iconSize: [size, size],
      html: isCluster ? `<span aria-hidden="true">${Math.floor(item.summary.count)}</span>` : '',
    });
    const marker = L.marker([item.lat, item.lng], { icon, keyboard: false, riseOnHover: true });
    marker.addTo(layer);
    const el = marker.getElement() as HTMLElement;
    el.setAttribute('role', 'button');
    el.setAttribute('tabindex', '-1');
    el.dataset.key = item.key;
    if (isCluster) {
      el.setAttribute('aria-label', clusterName(item));
      el.dataset.count = String(item.summary.count);
    } else {
      const color = item.marker.color ?? settings.defaultColor;
      el.style.setProperty('--pin-color', color);
      el.style.setProperty('--pin-color-hover', shade(color));
      el.setAttribute('aria-label', markerName(item.marker));
      el.dataset.markerId = item.marker.id;
      if (settings.hasPopup(item.marker)) el.setAttribute('aria-haspopup', 'dialog');
    }
    const entry: Entry = { item, marker, el };
    marker.on('click', () => activate(entry, false));
    marker.on('mouseover', () => hover(entry, true));
    marker.on('mouseout', () => hover(entry, false));
    el.addEventListener('focus', () => {
      setTabStop(item.key);
      hover(entry, true);
    });
    el.addEventListener('blur', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && popupHost.contains(next)) return;
      hover(entry, false);
    });
    el.addEventListener('keydown', (event) => onKeyDown(entry, event));
    return entry;
  }

  function hover(entry: Entry, on: boolean) {
    const id = entry.item.kind === 'marker' ? entry.item.marker.id : null;
    hovered = on ? entry.item.key : hovered === entry.item.key ? null : hovered;
    entry.el.toggleAttribute('data-hover', on);
    tooltipSwitch.want(on ? entry.item.key : null);
    if (settings.popupOn === 'hover' && id) popupSwitch.want(on ? id : null);
    if (id) settings.onHover?.(on ? id : null);
  }

  function activate(entry: Entry, byKeyboard: boolean) {
    const { item } = entry;
    if (item.kind === 'cluster') {
      // Zoom into the cluster; the marker or cluster that takes its place gets the focus.
      const zoom = Math.min(index.expansionZoom(item.clusterId), map.getMaxZoom());
      if (byKeyboard || entry.el === document.activeElement) focusNear = L.latLng(item.lat, item.lng);
      map.setView([item.lat, item.lng], Math.max(zoom, map.getZoom() + 1));
      return;
    }
    const id = item.marker.id;
    settings.onActivate?.(id);
    if (!settings.hasPopup(item.marker)) return;
    if (settings.popupOn === 'click' && popupId === id && !byKeyboard) {
      popupSwitch.want(null);
      return;
    }
    popupSwitch.want(id);
    if (byKeyboard) {
      if (popupId === id) focusIntoPopup(id);
      else focusPopupOf = id;
    }
  }

  function onKeyDown(entry: Entry, event: KeyboardEvent) {
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      event.stopPropagation();
      const visible = visibleEntries();
      const points = visible.map((e) => map.latLngToContainerPoint([e.item.lat, e.item.lng]));
      let target: number | null;
      if (direction) target = nextInDirection(points, visible.indexOf(entry), direction);
      else {
        const order = readingOrder(points);
        target = (event.key === 'Home' ? order[0] : order[order.length - 1]) ?? null;
      }
      if (target !== null) visible[target]?.el.focus();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(entry, true);
      return;
    }
    if (event.key === 'Escape') {
      popupSwitch.want(null);
      tooltipSwitch.want(null);
    }
  }

  /** The entries inside the map's frame, for keyboard moves. */
  function visibleEntries(): Entry[] {
    const size = map.getSize();
    return [...entries.values()].filter((e) => {
      const p = map.latLngToContainerPoint([e.item.lat, e.item.lng]);
      return p.x >= 0 && p.y >= 0 && p.x <= size.x && p.y <= size.y;
    });
  }

  function setTabStop(key: string | null) {
    if (tabStop === key) return;
    if (tabStop) entries.get(tabStop)?.el.setAttribute('tabindex', '-1');
    tabStop = key;
    if (key) entries.get(key)?.el.setAttribute('tabindex', '0');
  }

  function applyHighlight() {
    const id = settings.activeId;
    const item = id ? itemFor(index, items, id, byId.get(id)?.coords) : undefined;
    const key = item?.key ?? null;
    if (key === highlighted) return;
    if (highlighted) {
      const old = entries.get(highlighted);
      old?.el.removeAttribute('data-active');
      old?.marker.setZIndexOffset(0);
    }
    highlighted = key;
    const entry = key ? entries.get(key) : undefined;
    entry?.el.setAttribute('data-active', '');
    entry?.marker.setZIndexOffset(1000);
  }

  /** Draws the current view: removes what left it, adds what entered it, keeps the rest. */
  function render() {
    const size = map.getSize();
    // Hidden (no size): nothing to draw; the next resize or move draws.
    if (destroyed || size.x === 0 || size.y === 0) return;
    const bounds = map.getBounds().pad(VIEW_PADDING);
    const next = index.view(
      { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() },
      map.getZoom(),
    );
    const keep = new Set(next.map((item) => item.key));
    const active = document.activeElement;
    for (const [key, entry] of entries) {
      if (keep.has(key)) continue;
      if (entry.el === active || entry.el.contains(active)) focusNear ??= entry.marker.getLatLng();
      layer.removeLayer(entry.marker);
      entries.delete(key);
      if (tabStop === key) tabStop = null;
      if (highlighted === key) highlighted = null;
      if (tooltipKey === key) showTooltip(null);
    }
    for (const item of next) if (!entries.has(item.key)) entries.set(item.key, create(item));
    items = next;
    // Screen readers browse in document order: keep the pane in reading order.
    const placed = [...entries.values()];
    const order = readingOrder(placed.map((e) => map.latLngToContainerPoint(e.marker.getLatLng())));
    for (const i of order) pane.appendChild((placed[i] as Entry).el);
    if (!tabStop || !entries.has(tabStop)) {
      const visible = visibleEntries();
      const first = readingOrder(visible.map((e) => map.latLngToContainerPoint(e.marker.getLatLng())))[0];
      setTabStop(first !== undefined ? (visible[first]?.item.key ?? null) : null);
    }
    applyHighlight();
    if (focusNear) {
      const near = focusNear;
      focusNear = null;
      const target = nearestEntry(near);
      if (target) {
        setTabStop(target.item.key);
        target.el.focus();
      }
    }
  }

  function nearestEntry(latlng: Leaflet.LatLng): Entry | undefined {
    const origin = map.latLngToContainerPoint(latlng);
    let best: Entry | undefined;
    let bestDistance = Infinity;
    for (const entry of visibleEntries()) {
      const d = origin.distanceTo(map.latLngToContainerPoint(entry.marker.getLatLng()));
      if (d < bestDistance) {
        best = entry;
        bestDistance = d;
      }
    }
    return best;
  }

  const onMoveEnd = () => {
    mark('map:view-start');
    render();
    afterPaint(() => measure('map:view', 'map:view-start'));
  };
  map.on('moveend', onMoveEnd);

  function setMarkers(markers: readonly MapMarker[], cluster: boolean) {
    mark('map:data');
    for (const entry of entries.values()) layer.removeLayer(entry.marker);
    entries.clear();
    tabStop = null;
    highlighted = null;
    index = createClusterIndex(markers, cluster);
    byId = new Map(markers.map((m) => [m.id, m]));
    render();
    afterPaint(() => measure('map:first-paint', 'map:data'));
  }

  setMarkers(settings.markers, settings.cluster);
  // A popup asked open from the start (the first office of a linked list) opens once drawn.
  if (settings.openId) popupSwitch.want(settings.openId);

  return {
    /** Applies new settings; rebuilds the index only when the markers themselves changed. */
    update(next: MarkerLayerSettings) {
      const previous = settings;
      settings = next;
      if (next.markers !== previous.markers || next.cluster !== previous.cluster) {
        if (popupId && !next.markers.some((m) => m.id === popupId)) map.closePopup(popup);
        setMarkers(next.markers, next.cluster);
      } else if (
        next.texts !== previous.texts ||
        next.describeCluster !== previous.describeCluster ||
        next.describeMarker !== previous.describeMarker
      ) {
        setGroupTexts();
        for (const entry of entries.values())
          entry.el.setAttribute(
            'aria-label',
            entry.item.kind === 'cluster' ? clusterName(entry.item) : markerName(entry.item.marker),
          );
      }
      if (next.texts !== previous.texts) setGroupTexts();
      applyHighlight();
      if (next.openId !== previous.openId) popupSwitch.want(next.openId);
    },
    /** Redraws the current view (after a resize). */
    render,
    /** Moves the focus to the marker of `id`, or to what stands for it. */
    focus(id: string) {
      const item = itemFor(index, items, id, byId.get(id)?.coords);
      const entry = item ? entries.get(item.key) : undefined;
      if (entry) {
        setTabStop(entry.item.key);
        entry.el.focus();
      }
    },
    destroy() {
      destroyed = true;
      stopPopupFocus();
      popupSwitch.cancel();
      tooltipSwitch.cancel();
      map.off('moveend', onMoveEnd);
      map.closePopup(popup);
      map.closeTooltip(tooltip);
      layer.remove();
      help.remove();
      pane.removeAttribute('role');
      pane.removeAttribute('aria-label');
      pane.removeAttribute('aria-describedby');
    },
  };
}

export type MarkerLayer = ReturnType<typeof createMarkerLayer>;
