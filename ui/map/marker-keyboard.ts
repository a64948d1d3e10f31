/**
 * The markers by keyboard. They are one tab stop (a roving tabindex): the arrow keys move to the
 * nearest marker in their direction, Home and End to the first and last in reading order, Enter or
 * Space opens a marker or zooms into a cluster, Escape closes what a marker opened.
 */
import type * as Leaflet from 'leaflet';
import type { Entry, LayerState } from './marker-state';
import { ARROW_DIRECTIONS, nextInDirection, readingOrder } from './spatial';

/** Makes the entry of `key` the one tab stop of the markers. */
export function setTabStop(state: LayerState, key: string | null) {
  if (state.tabStop === key) return;
  if (state.tabStop) state.entries.get(state.tabStop)?.el.setAttribute('tabindex', '-1');
  state.tabStop = key;
  if (key) state.entries.get(key)?.el.setAttribute('tabindex', '0');
}

const pointOf = (state: LayerState, entry: Entry) =>
  state.map.latLngToContainerPoint(entry.marker.getLatLng());

/** The entries inside the map's frame (entries are drawn a little beyond it). */
export function visibleEntries(state: LayerState): Entry[] {
  const size = state.map.getSize();
  return [...state.entries.values()].filter((entry) => {
    const p = pointOf(state, entry);
    return p.x >= 0 && p.y >= 0 && p.x <= size.x && p.y <= size.y;
  });
}

/** The first visible entry in reading order, if any. */
export function firstVisible(state: LayerState): Entry | undefined {
  const visible = visibleEntries(state);
  const first = readingOrder(visible.map((entry) => pointOf(state, entry)))[0];
  return first === undefined ? undefined : visible[first];
}

/** The visible entry nearest to a place. */
export function nearestEntry(state: LayerState, latlng: Leaflet.LatLng): Entry | undefined {
  const origin = state.map.latLngToContainerPoint(latlng);
  let best: Entry | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of visibleEntries(state)) {
    const d = origin.distanceTo(pointOf(state, entry));
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  return best;
}

/** Focuses an entry and makes it the tab stop. */
export function focusEntry(state: LayerState, entry: Entry) {
  setTabStop(state, entry.item.key);
  entry.el.focus();
}

export interface KeyActions {
  activate: (entry: Entry) => void;
  dismiss: () => void;
}

/** A key pressed on a marker's button. */
export function onMarkerKey(state: LayerState, entry: Entry, event: KeyboardEvent, actions: KeyActions) {
  const direction = ARROW_DIRECTIONS[event.key];
  if (direction || event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    event.stopPropagation();
    const visible = visibleEntries(state);
    const points = visible.map((e) => pointOf(state, e));
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
    actions.activate(entry);
    return;
  }
  if (event.key === 'Escape') actions.dismiss();
}
