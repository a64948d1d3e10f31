/**
 * THE module that imports Leaflet (STACK.md: Leaflet touches `window` at import time). It is
 * loaded only in the browser, lazily, by MapGate after mount; nothing else may import Leaflet.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MAP_DEFAULT_BOUNDS, MAP_POPUP_DELAY_MS, MAP_SINGLE_MARKER_ZOOM } from '../constants';
import { delayedSwitch } from './delayed-switch';
import styles from './Map.module.css';
import { markerStyle } from './marker-style';
import type { LeafletMapProps, MapMarker } from './types';

// Default marker icons: their URLs must come through the bundler, or they 404 (STACK.md).
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

/**
 * The background when no tile server is configured: a grid drawn locally, tile by tile, so it pans
 * and zooms with the map. It shows no geography, and says so in the attribution line.
 */
const SchematicLayer = L.GridLayer.extend({
  createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = styles.schematicTile ?? '';
    return tile;
  },
}) as unknown as new (
  options: L.GridLayerOptions,
) => L.GridLayer;

/** The theme's primary colour as a hex value (SVG attributes need a real colour to shade). */
function themeColor(el: HTMLElement): string {
  return getComputedStyle(el).getPropertyValue('--color-primary').trim() || '#0b3b8c';
}

const INTERACTIONS = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const;

export default function LeafletMap({
  markers,
  interactive,
  tileUrl,
  tileAttribution,
  texts,
  defaultColor: givenColor,
}: LeafletMapProps) {
  const node = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [popupHost, setPopupHost] = useState<{ id: string; el: HTMLElement } | null>(null);

  // Created once: texts and tiles are fixed for the life of a map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!node.current) return;
    const instance = L.map(node.current, { zoomControl: false, attributionControl: false });
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(instance);
    L.control.attribution({ prefix: false }).addTo(instance);
    if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution ?? '' }).addTo(instance);
    else new SchematicLayer({ attribution: texts.schematic }).addTo(instance);
    instance.fitBounds(MAP_DEFAULT_BOUNDS as unknown as L.LatLngBoundsExpression);
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
    };
  }, []);

  // Interactions follow the gate.
  useEffect(() => {
    if (!map) return;
    for (const name of INTERACTIONS) {
      const handler = map[name] as L.Handler | undefined;
      if (interactive) handler?.enable();
      else handler?.disable();
    }
  }, [map, interactive]);

  // Markers, their hover/focus styles and popups (opened and closed 50 ms after the wanted state changes).
  useEffect(() => {
    if (!map || !node.current) return;
    const defaultColor = givenColor ?? themeColor(node.current);
    const layer = L.featureGroup().addTo(map);
    const circles = new Map<string, L.CircleMarker>();
    const active = delayedSwitch<string>(MAP_POPUP_DELAY_MS, (id) => {
      for (const marker of markers) {
        const circle = circles.get(marker.id)!;
        circle.setStyle(markerStyle(marker.color ?? defaultColor, marker.id === id));
        if (marker.id === id && marker.popup) circle.openPopup();
        else if (marker.id !== id) circle.closePopup();
      }
    });
    for (const marker of markers) {
      const circle = L.circleMarker([marker.coords.lat, marker.coords.lng], {
        ...markerStyle(marker.color ?? defaultColor, false),
        bubblingMouseEvents: false,
      }).addTo(layer);
      circles.set(marker.id, circle);
      if (marker.popup) {
        const el = document.createElement('div');
        circle.bindPopup(el, { autoPan: true, closeButton: false, className: styles.popup });
        circle.on('popupopen', () => setPopupHost({ id: marker.id, el }));
        circle.on('popupclose', () => setPopupHost((h) => (h?.id === marker.id ? null : h)));
        // The pointer or keyboard focus inside the popup keeps it open.
        el.addEventListener('mouseenter', () => active.want(marker.id));
        el.addEventListener('mouseleave', () => active.want(null));
        el.addEventListener('focusin', () => active.want(marker.id));
        el.addEventListener('focusout', (event) => {
          const next = event.relatedTarget as Node | null;
          if (!next || (!el.contains(next) && next !== circle.getElement())) active.want(null);
        });
      }
      circle.on('mouseover', () => active.want(marker.id));
      circle.on('mouseout', () => active.want(null));
      // Touch screens have no hover: a tap toggles the popup.
      circle.on('click', () => active.want(active.current() === marker.id ? null : marker.id));
      decorate(circle, marker, active.want);
    }
    if (markers.length === 1)
      map.setView([markers[0]!.coords.lat, markers[0]!.coords.lng], MAP_SINGLE_MARKER_ZOOM);
    else if (markers.length > 1) map.fitBounds(layer.getBounds(), { padding: [48, 48] });
    return () => {
      active.cancel();
      layer.remove();
    };
  }, [map, markers, givenColor]);

  const popupMarker = popupHost ? markers.find((m) => m.id === popupHost.id) : undefined;
  return (
    <>
      <div ref={node} className={styles.leaflet} />
      {popupHost && popupMarker?.popup ? createPortal(popupMarker.popup, popupHost.el) : null}
    </>
  );
}

/** Makes a marker reachable by keyboard: a focusable button named by its title, opening its popup on focus. */
function decorate(circle: L.CircleMarker, marker: MapMarker, want: (id: string | null) => void) {
  const el = circle.getElement() as SVGElement | undefined;
  if (!el || el.dataset.decorated) return;
  el.dataset.decorated = 'true';
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', marker.label);
  el.addEventListener('focus', () => want(marker.id));
  el.addEventListener('blur', (event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    const popup = circle.getPopup()?.getElement();
    if (!popup || !next || !popup.contains(next)) want(null);
  });
  el.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Escape') want(null);
    if ((key === 'Enter' || key === ' ') && marker.popup) {
      // Enter opens the popup and moves into it, so its link is reachable before the next marker.
      event.preventDefault();
      want(marker.id);
      setTimeout(() => {
        circle.getPopup()?.getElement()?.querySelector<HTMLElement>('a[href], button')?.focus();
      }, MAP_POPUP_DELAY_MS * 2);
    }
  });
  const content = circle.getPopup()?.getContent();
  if (content instanceof HTMLElement)
    content.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      want(null);
      (el as unknown as HTMLElement).focus();
    });
}
