/**
 * The map's one popup and one tooltip, each switched 50 ms after the wish last changed, so moving
 * the pointer from a marker into its popup never flickers. The popup itself is drawn by the page
 * (react-leaflet's `Popup`) where `onPopup` says, and closed when it says so; its content's element
 * comes back through `attachHost`, and from there focus goes in (a marker opened by keyboard) and
 * Escape comes back.
 * The tooltip is a plain Leaflet tooltip: a line of text, drawn outside React like the markers.
 */
import { MAP_POPUP_DELAY_MS } from '../constants';
import { delayedSwitch } from './delayed-switch';
import styles from './Map.module.css';
import { clusterName, type Entry, type LayerState, PIN_SIZE } from './marker-state';

export function createPopups(state: LayerState) {
  const { map } = state;
  let popupId: string | null = null;
  let host: HTMLElement | null = null;
  /** A marker opened by keyboard: focus goes into its popup once the popup's content is drawn. */
  let focusPopupOf: string | null = null;
  let focusWatch: MutationObserver | null = null;
  const tooltip = createTooltip(state, () => popupId !== null);
  const popupSwitch = delayedSwitch<string>(MAP_POPUP_DELAY_MS, (id) => showPopup(id));

  function closePopup() {
    if (popupId === null) return;
    popupId = null;
    stopFocus();
    popupSwitch.want(null);
    state.settings.onPopup(null);
  }

  function showPopup(id: string | null) {
    if (id === popupId) return;
    const marker = id ? state.byId.get(id) : undefined;
    if (!marker || !state.settings.hasPopup(marker)) {
      closePopup();
      return;
    }
    popupId = marker.id;
    tooltip.hide();
    state.settings.onPopup({ id: marker.id, lat: marker.coords.lat, lng: marker.coords.lng });
  }

  function stopFocus() {
    focusPopupOf = null;
    focusWatch?.disconnect();
    focusWatch = null;
  }

  /**
   * Into the popup, so its link comes before the next marker. The content is drawn by the page,
   * maybe frames after the popup opened: wait for its first control rather than guess a delay.
   */
  function focusIntoPopup(id: string) {
    stopFocus();
    focusPopupOf = id;
    const root = host;
    if (!root) return; // attachHost resumes
    const tryFocus = () => {
      const target =
        popupId === id ? root.querySelector<HTMLElement>('a[href], button, [tabindex="0"]') : null;
      if (popupId !== id || target) stopFocus();
      target?.focus();
      return popupId !== id || target !== null;
    };
    if (tryFocus()) return;
    focusWatch = new MutationObserver(tryFocus);
    focusWatch.observe(root, { childList: true, subtree: true });
  }

  // The page's popup leaves closing to this layer (its Leaflet options say so): a click on the
  // map's background or Escape on the map closes it here, so the open popup has one owner.
  const onMapClick = () => closePopup();
  const onMapKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closePopup();
  };
  map.on('click', onMapClick);
  map.getContainer().addEventListener('keydown', onMapKey);

  const hostListeners = popupHostListeners(state, {
    openId: () => popupId,
    host: () => host,
    want: (id) => popupSwitch.want(id),
    close: closePopup,
  });

  return {
    /** The popup wanted open (`null`: closed), applied after the delay. */
    want: (id: string | null) => popupSwitch.want(id),
    wantTooltip: tooltip.want,
    isOpen: (id: string) => popupId === id,
    /** The element holding the popup's content, once drawn (`null` when it goes). */
    attachHost(el: HTMLElement | null) {
      if (el === host) return;
      for (const [name, listener] of hostListeners) host?.removeEventListener(name, listener);
      host = el;
      for (const [name, listener] of hostListeners) host?.addEventListener(name, listener);
      if (host && focusPopupOf && focusPopupOf === popupId) focusIntoPopup(focusPopupOf);
    },
    /** Enter or Space on a marker: focus goes into its popup, now or once it opens. */
    focusInto(id: string) {
      if (popupId === id) focusIntoPopup(id);
      else focusPopupOf = id;
    },
    /** Whether focus moving to `node` stays with the popup (so the marker's hover holds). */
    holds: (node: Node | null) => node !== null && host?.contains(node) === true,
    /** An entry left the view: its tooltip goes with it. */
    removed: tooltip.removed,
    /** The markers changed: a popup of a marker that is gone closes. */
    markersChanged() {
      if (popupId && !state.byId.has(popupId)) closePopup();
    },
    destroy() {
      stopFocus();
      popupSwitch.cancel();
      tooltip.destroy();
      map.off('click', onMapClick);
      map.getContainer().removeEventListener('keydown', onMapKey);
      this.attachHost(null);
      closePopup();
    },
  };
}

export type Popups = ReturnType<typeof createPopups>;

/** The map's one tooltip (a line of text), hidden while a popup is open. */
function createTooltip(state: LayerState, popupOpen: () => boolean) {
  const { L, map } = state;
  const tooltip = L.tooltip({
    direction: 'top',
    offset: L.point(0, -PIN_SIZE / 2),
    className: styles.tooltip,
  });
  let tooltipKey: string | null = null;
  const tooltipSwitch = delayedSwitch<string>(MAP_POPUP_DELAY_MS, (key) => showTooltip(key));

  function showTooltip(key: string | null) {
    const entry = key ? state.entries.get(key) : undefined;
    const text =
      entry && !popupOpen()
        ? entry.item.kind === 'cluster'
          ? clusterName(state, entry.item)
          : state.settings.tooltipOf?.(entry.item.marker)
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

  return {
    want: (key: string | null) => tooltipSwitch.want(key),
    hide: () => showTooltip(null),
    /** An entry left the view: its tooltip goes with it. */
    removed(entry: Entry) {
      if (tooltipKey === entry.item.key) showTooltip(null);
    },
    destroy() {
      tooltipSwitch.cancel();
      map.closeTooltip(tooltip);
    },
  };
}

interface PopupControl {
  openId: () => string | null;
  host: () => HTMLElement | null;
  want: (id: string | null) => void;
  close: () => void;
}

/**
 * What the popup's content listens to: a hover popup stays while the pointer or the focus is in
 * it; Escape inside closes it and gives focus back to its marker.
 */
function popupHostListeners(state: LayerState, popup: PopupControl): [string, (event: Event) => void][] {
  const ownMarker = () => {
    const id = popup.openId();
    return id ? state.entries.get(`m:${id}`)?.el : undefined;
  };
  return [
    ['mouseenter', () => state.settings.popupOn === 'hover' && popup.openId() && popup.want(popup.openId())],
    ['mouseleave', () => state.settings.popupOn === 'hover' && popup.want(null)],
    [
      'keydown',
      (event) => {
        // Escape inside the popup closes it and gives focus back to its marker.
        if ((event as KeyboardEvent).key !== 'Escape' || !popup.openId()) return;
        event.preventDefault();
        event.stopPropagation();
        const back = ownMarker() ?? state.map.getContainer();
        popup.close();
        back.focus();
      },
    ],
    [
      'focusout',
      (event) => {
        if (state.settings.popupOn !== 'hover') return;
        const next = (event as FocusEvent).relatedTarget as Node | null;
        if (!next || (!popup.host()?.contains(next) && next !== ownMarker())) popup.want(null);
      },
    ],
  ];
}
