/**
 * The markers of the current view: on every move only the clusters and markers on screen (and a
 * margin) are asked of the index and drawn; the highlighted marker (or its cluster) stands out; the
 * pane is a named group with its keyboard help. Each redraw is timed with the performance API
 * (`map:first-paint` after new markers, `map:view` after a move), read by the bench.
 */

import { itemFor } from './cluster-index';
import styles from './Map.module.css';
import { firstVisible, focusEntry, nearestEntry, setTabStop } from './marker-keyboard';
import { type EntryEvents, reconcile } from './marker-reconcile';
import type { Entry, LayerState } from './marker-state';

/** Markers just outside the view are drawn too, so a short pan shows no gap. */
const VIEW_PADDING = 0.15;

export const mark = (name: string) => {
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
/** Measures `name` from the mark `start` once the browser painted the current frame. */
export const measureAfterPaint = (name: string, start: string) => {
  const fn = () => measure(name, start);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
};

/** Highlights the entry standing for `settings.activeId`: its marker, or the cluster holding it. */
export function applyHighlight(state: LayerState) {
  const id = state.settings.activeId;
  const item = id ? itemFor(state.index, state.items, id, state.byId.get(id)?.coords) : undefined;
  const key = item?.key ?? null;
  if (key === state.highlighted) return;
  if (state.highlighted) {
    const old = state.entries.get(state.highlighted);
    old?.el.removeAttribute('data-active');
    old?.marker.setZIndexOffset(0);
  }
  state.highlighted = key;
  const entry = key ? state.entries.get(key) : undefined;
  entry?.el.setAttribute('data-active', '');
  entry?.marker.setZIndexOffset(1000);
}

/** Draws the current view, keeping one tab stop and moving focus to what replaced a focused entry. */
export function drawView(state: LayerState, events: EntryEvents, removed: (entry: Entry) => void) {
  const { map } = state;
  const size = map.getSize();
  // Hidden (no size): nothing to draw; the next resize or move draws.
  if (state.destroyed || size.x === 0 || size.y === 0) return;
  const bounds = map.getBounds().pad(VIEW_PADDING);
  const next = state.index.view(
    { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() },
    map.getZoom(),
  );
  reconcile(state, next, events, removed);
  if (!state.tabStop || !state.entries.has(state.tabStop))
    setTabStop(state, firstVisible(state)?.item.key ?? null);
  applyHighlight(state);
  if (state.focusNear) {
    const near = state.focusNear;
    state.focusNear = null;
    const target = nearestEntry(state, near);
    if (target) focusEntry(state, target);
  }
}

/** Names the markers' pane as a group, with how to move in it; returns how to rename and undo it. */
export function nameGroup(state: LayerState) {
  const help = document.createElement('p');
  help.id = `map-help-${Math.random().toString(36).slice(2)}`;
  help.className = styles.srOnly ?? '';
  state.map.getContainer().appendChild(help);
  const { pane } = state;
  pane.setAttribute('role', 'group');
  const rename = () => {
    pane.setAttribute('aria-label', state.settings.texts.markers);
    pane.setAttribute('aria-describedby', help.id);
    help.textContent = state.settings.texts.markersHelp;
  };
  rename();
  return {
    rename,
    remove() {
      help.remove();
      pane.removeAttribute('role');
      pane.removeAttribute('aria-label');
      pane.removeAttribute('aria-describedby');
    },
  };
}
