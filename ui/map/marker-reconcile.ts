/**
 * Keeps the drawn buttons in step with the items of a view, by key: what left the view is removed,
 * what entered it is created, the rest stays as it is (focus and hover included). A marker is a
 * Leaflet `divIcon` button made here, outside React.
 */
import type { ViewItem } from './cluster-index';
import styles from './Map.module.css';
import { clusterName, type Entry, type LayerState, markerName, PIN_SIZE } from './marker-state';
import { shade } from './marker-style';
import { readingOrder } from './spatial';

/** Clusters grow with their count. */
const clusterSize = (count: number) => (count < 10 ? 36 : count < 100 ? 44 : count < 1000 ? 52 : 60);

/** What a button does; the layer wires these to its keyboard and popup parts. */
export interface EntryEvents {
  click: (entry: Entry) => void;
  hover: (entry: Entry, on: boolean) => void;
  focus: (entry: Entry) => void;
  blur: (entry: Entry, event: FocusEvent) => void;
  keydown: (entry: Entry, event: KeyboardEvent) => void;
}

function createEntry(state: LayerState, item: ViewItem, events: EntryEvents): Entry {
  const { L, settings } = state;
  const isCluster = item.kind === 'cluster';
  const size = isCluster ? clusterSize(item.summary.count) : PIN_SIZE;
  const icon = L.divIcon({
    className: isCluster ? styles.cluster : styles.pin,
    iconSize: [size, size],
    html: isCluster ? `<span aria-hidden="true">${Math.floor(item.summary.count)}</span>` : '',
  });
  const marker = L.marker([item.lat, item.lng], { icon, keyboard: false, riseOnHover: true });
  marker.addTo(state.group);
  const el = marker.getElement() as HTMLElement;
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '-1');
  el.dataset.key = item.key;
  if (isCluster) {
    el.setAttribute('aria-label', clusterName(state, item));
    el.dataset.count = String(item.summary.count);
  } else {
    const color = item.marker.color ?? settings.defaultColor;
    el.style.setProperty('--pin-color', color);
    el.style.setProperty('--pin-color-hover', shade(color));
    el.setAttribute('aria-label', markerName(state, item.marker));
    el.dataset.markerId = item.marker.id;
    if (settings.hasPopup(item.marker)) el.setAttribute('aria-haspopup', 'dialog');
  }
  const entry: Entry = { item, marker, el };
  marker.on('click', () => events.click(entry));
  marker.on('mouseover', () => events.hover(entry, true));
  marker.on('mouseout', () => events.hover(entry, false));
  el.addEventListener('focus', () => events.focus(entry));
  el.addEventListener('blur', (event) => events.blur(entry, event));
  el.addEventListener('keydown', (event) => events.keydown(entry, event));
  return entry;
}

/**
 * Draws `next`: removes the entries not in it (`removed` hears of each), creates the new ones, and
 * keeps the pane in reading order, the order screen readers browse in.
 */
export function reconcile(
  state: LayerState,
  next: ViewItem[],
  events: EntryEvents,
  removed: (entry: Entry) => void,
) {
  const keep = new Set(next.map((item) => item.key));
  const active = document.activeElement;
  for (const [key, entry] of state.entries) {
    if (keep.has(key)) continue;
    if (entry.el === active || entry.el.contains(active)) state.focusNear ??= entry.marker.getLatLng();
    state.group.removeLayer(entry.marker);
    state.entries.delete(key);
    if (state.tabStop === key) state.tabStop = null;
    if (state.highlighted === key) state.highlighted = null;
    removed(entry);
  }
  for (const item of next)
    if (!state.entries.has(item.key)) state.entries.set(item.key, createEntry(state, item, events));
  state.items = next;
  const placed = [...state.entries.values()];
  const order = readingOrder(placed.map((e) => state.map.latLngToContainerPoint(e.marker.getLatLng())));
  for (const i of order) state.pane.appendChild((placed[i] as Entry).el);
}

/** Removes every entry (the markers themselves changed). */
export function clearEntries(state: LayerState) {
  for (const entry of state.entries.values()) state.group.removeLayer(entry.marker);
  state.entries.clear();
  state.tabStop = null;
  state.highlighted = null;
}

/** Renames every entry (the texts or the naming callbacks changed). */
export function renameEntries(state: LayerState, name: (entry: Entry) => string) {
  for (const entry of state.entries.values()) entry.el.setAttribute('aria-label', name(entry));
}
