// @vitest-environment jsdom
import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkerLayer, type MarkerLayerSettings } from './marker-layer';

const texts = {
  markers: 'Markers',
  markersHelp: 'Arrows move between markers.',
  cluster: ({ count }: { count: number }) => `${count} places`,
} as unknown as MarkerLayerSettings['texts'];

/** A map of a real size: jsdom lays nothing out, so the container says how big it is. */
function mapOfSize() {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 600 });
  Object.defineProperty(container, 'clientHeight', { value: 400 });
  document.body.appendChild(container);
  const map = L.map(container, { zoomAnimation: false, fadeAnimation: false }).setView([45.5, -73.57], 12);
  return { container, map };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('marker layer, keyboard', () => {
  it('Enter on a marker moves focus into its popup once the popup content is drawn, however late', async () => {
    vi.useFakeTimers();
    const { map } = mapOfSize();
    // The page draws the popup and hands its element back when it likes (React, maybe frames
    // later), and fills it later still: here after 100 ms and 400 ms.
    let layer: ReturnType<typeof createMarkerLayer> | undefined;
    const onPopup: MarkerLayerSettings['onPopup'] = (open) => {
      if (!open) return;
      setTimeout(() => {
        const host = document.createElement('div');
        document.body.appendChild(host);
        layer?.attachPopupHost(host);
        setTimeout(() => {
          host.innerHTML = '<p>1000 Sherbrooke Street West</p><a href="/en/contact">Write to us</a>';
        }, 300);
      }, 100);
    };
    layer = createMarkerLayer(L, map, {
      markers: [{ id: 'mtl', coords: { lat: 45.5, lng: -73.57 }, label: 'Montréal – Downtown' }],
      cluster: false,
      popupOn: 'hover',
      texts,
      defaultColor: '#0055aa',
      activeId: null,
      openId: null,
      hasPopup: () => true,
      onPopup,
    });
    const marker = document.querySelector<HTMLElement>('[data-marker-id="mtl"]');
    expect(marker).not.toBeNull();
    marker?.focus();
    marker?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.activeElement?.textContent).toBe('Write to us');
    // Escape in the popup gives focus back to the marker.
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(marker);
    layer.destroy();
    expect(document.querySelector('.leaflet-marker-icon')).toBeNull();
  });
});
