// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LeafletMap from './LeafletMap';
import type { MapTexts } from './types';

const texts: MapTexts = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  schematic: 'Schematic background',
  markers: 'Markers',
  markersHelp: 'Arrows move between markers.',
  cluster: ({ count }) => `${count} places`,
};

// jsdom lays nothing out: every box says it is 600 × 400, so the map is created and draws.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const offices = [
  { id: 'mtl', coords: { lat: 45.5, lng: -73.57 }, label: 'Montréal – Downtown' },
  { id: 'qc', coords: { lat: 46.81, lng: -71.21 }, label: 'Québec City' },
];

const key = (el: Element, name: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('LeafletMap on react-leaflet', () => {
  it('draws the markers as one group of buttons, and Enter opens the React popup with focus inside', async () => {
    vi.useFakeTimers();
    const { container } = render(
      <LeafletMap
        markers={offices}
        interactive
        texts={texts}
        renderPopup={(id) => (
          <p>
            {id} <a href="/en/contact">Write to us</a>
          </p>
        )}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    const pane = container.querySelector('.leaflet-marker-pane');
    expect(pane?.getAttribute('role')).toBe('group');
    expect(pane?.getAttribute('aria-label')).toBe('Markers');
    const buttons = [...container.querySelectorAll<HTMLElement>('[data-marker-id]')];
    expect(buttons.map((b) => b.getAttribute('aria-label')).sort()).toEqual([
      'Montréal – Downtown',
      'Québec City',
    ]);
    // One tab stop for the whole set.
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const mtl = container.querySelector<HTMLElement>('[data-marker-id="mtl"]') as HTMLElement;
    act(() => mtl.focus());
    await key(mtl, 'Enter');
    await act(() => vi.advanceTimersByTimeAsync(200));
    const popup = container.querySelector('.leaflet-popup');
    expect(popup?.textContent).toContain('mtl');
    expect(document.activeElement?.textContent).toBe('Write to us');
    // Escape in the popup closes it and gives focus back to its marker.
    await key(document.activeElement as Element, 'Escape');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(document.activeElement).toBe(mtl);
    expect(container.querySelector('.leaflet-popup')).toBeNull();
  });
});
