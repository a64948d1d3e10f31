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
import { prefersReducedMotion } from '../viewport';
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
  selection,
}: LeafletMapProps) {
  const node = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [popupHost, setPopupHost] = useState<{ id: string; el: HTMLElement } | null>(null);
  const circlesRef = useRef<Map<string, L.CircleMarker>>(new Map());
  // A map driven from outside (MarkerSelection): its callbacks are read when events happen.
  const controlled = selection !== undefined;
  const selectionRef = useRef(selection);
  selectionRef.current = selection;

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
    circlesRef.current = circles;
    const ask = selectionRef;
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
        if (controlled) {
          // Driven from outside: a click or focus inside the popup makes its marker the active one.
          el.addEventListener('focusin', () => ask.current?.onActivate(marker.id));
          el.addEventListener('click', () => ask.current?.onActivate(marker.id));
        }
        // The pointer or keyboard focus inside the popup keeps it open.
        else el.addEventListener('mouseenter', () => active.want(marker.id));
        if (!controlled) {
          el.addEventListener('mouseleave', () => active.want(null));
          el.addEventListener('focusin', () => active.want(marker.id));
          el.addEventListener('focusout', (event) => {
            const next = event.relatedTarget as Node | null;
            if (!next || (!el.contains(next) && next !== circle.getElement())) active.want(null);
          });
        }
      }
      if (controlled) {
        const hover = (id: string | null) => ask.current?.onHover?.(id);
        circle.on('mouseover', () => hover(marker.id));
        circle.on('mouseout', () => hover(null));
        circle.on('click', () => ask.current?.onActivate(marker.id));
        decorate(circle, marker, hover, (id) => ask.current?.onActivate(id));
        continue;
      }
      circle.on('mouseover', () => active.want(marker.id));
      circle.on('mouseout', () => active.want(null));
      // Touch screens have no hover: a tap toggles the popup.
      circle.on('click', () => active.want(active.current() === marker.id ? null : marker.id));
      decorate(circle, marker, active.want);
    }
    if (markers.length === 1)
      map.setView([markers[0]!.coords.lat, markers[0]!.coords.lng], MAP_SINGLE_MARKER_ZOOM);
    // Driven from outside, the map then recentres on the active marker: no zoom animation in between.
    else if (markers.length > 1)
      map.fitBounds(layer.getBounds(), { padding: [48, 48], animate: !controlled });
    return () => {
      active.cancel();
      layer.remove();
      circlesRef.current = new Map();
    };
  }, [map, markers, givenColor, controlled]);

  // Driven from outside: the active and highlighted markers are drawn highlighted.
  const activeId = selection?.activeId ?? null;
  const highlightId = selection?.highlightId ?? null;
  useEffect(() => {
    if (!map || !controlled || !node.current) return;
    const defaultColor = givenColor ?? themeColor(node.current);
    for (const marker of markers)
      circlesRef.current
        .get(marker.id)
        ?.setStyle(
          markerStyle(marker.color ?? defaultColor, marker.id === activeId || marker.id === highlightId),
        );
  }, [map, markers, givenColor, controlled, activeId, highlightId]);

  // Driven from outside: the map recentres on the active marker (after fitting them all), then its
  // popup opens, once the map has stopped moving.
  const recentred = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers rebuild the circles; the first centring is not animated
  useEffect(() => {
    recentred.current = false;
  }, [map, markers]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markers are new circles (circlesRef)
  useEffect(() => {
    if (!map || !controlled) return;
    const circle = activeId ? circlesRef.current.get(activeId) : undefined;
    if (!circle) {
      map.closePopup();
      return;
    }
    const open = () => circle.openPopup();
    const target = circle.getLatLng();
    const animate = recentred.current && !prefersReducedMotion();
    recentred.current = true;
    if (map.getCenter().distanceTo(target) < 1) open();
    else {
      map.once('moveend', open);
      map.panTo(target, { animate });
    }
    return () => {
      map.off('moveend', open);
    };
  }, [map, markers, controlled, activeId]);

  // A popup's content is drawn by React after Leaflet opened it: size and place it again once drawn.
  useEffect(() => {
    if (popupHost) circlesRef.current.get(popupHost.id)?.getPopup()?.update();
  }, [popupHost]);

  const popupMarker = popupHost ? markers.find((m) => m.id === popupHost.id) : undefined;
  return (
    <>
      <div ref={node} className={styles.leaflet} />
      {popupHost && popupMarker?.popup ? createPortal(popupMarker.popup, popupHost.el) : null}
    </>
  );
}

/**
 * Makes a marker reachable by keyboard: a focusable button named by its title, opening its popup on
 * focus. Driven from outside (`activate`), focus only highlights it and Enter makes it active.
 */
function decorate(
  circle: L.CircleMarker,
  marker: MapMarker,
  want: (id: string | null) => void,
  activate?: (id: string) => void,
) {
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
      (activate ?? want)(marker.id);
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
