// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installIntersectionObserver,
  installMatchMedia,
  renderWithProviders,
  setIntersecting,
} from '../../testing/render';
import { InteractiveMap } from './MapGate';

// Leaflet needs a real layout; the gate's behaviour is what is under test here.
const loaded = vi.fn();
vi.mock('./LeafletMap', () => ({
  default: (props: { interactive: boolean }) => {
    loaded();
    return (
      <div data-testid="leaflet" data-interactive={String(props.interactive)}>
        <div data-key="m:a" tabIndex={0} role="button" aria-label="Bureau de Montréal" />
      </div>
    );
  },
}));

const markers = [{ id: 'a', coords: { lat: 45.5, lng: -73.56 }, label: 'Bureau de Montréal' }];

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  loaded.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('InteractiveMap (map gate)', () => {
  it('loads the map only once its block enters the viewport', async () => {
    renderWithProviders(<InteractiveMap markers={markers} label="Carte" />);
    const region = screen.getByRole('region', { name: 'Carte' });
    expect(region.querySelector('[data-map-placeholder]')).not.toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    act(() => setIntersecting(region, true));
    expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
  });

  it('is blocked by an overlay until clicked, and re-armed when it leaves the viewport', async () => {
    renderWithProviders(<InteractiveMap markers={markers} label="Carte" />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Carte' });
    act(() => setIntersecting(region, true));
    const map = await screen.findByTestId('leaflet');
    expect(map).toHaveAttribute('data-interactive', 'false');
    expect(region).toHaveAttribute('data-gate', 'armed');

    fireEvent.click(screen.getByRole('button', { name: 'Activate the interactive map' }));
    expect(map).toHaveAttribute('data-interactive', 'true');
    expect(screen.queryByRole('button', { name: 'Activate the interactive map' })).toBeNull();
    // The pressed button is gone: its focus went to the map's first marker, not to the page.
    expect(screen.getByRole('button', { name: 'Bureau de Montréal' })).toHaveFocus();

    act(() => setIntersecting(region, false));
    expect(map).toHaveAttribute('data-interactive', 'false');
    expect(screen.getByRole('button', { name: 'Activate the interactive map' })).toBeInTheDocument();

    act(() => setIntersecting(region, true));
    expect(region).toHaveAttribute('data-gate', 'armed');
  });

  it('keeps the map out of the keyboard order while armed', async () => {
    renderWithProviders(<InteractiveMap markers={markers} label="Carte" />);
    const region = screen.getByRole('region', { name: 'Carte' });
    act(() => setIntersecting(region, true));
    const map = await screen.findByTestId('leaflet');
    expect(map.parentElement?.closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Activer la carte interactive' }));
    expect(map.parentElement?.closest('[inert]')).toBeNull();
  });

  it('sets the map heights by breakpoint: 24 rem × 1, 0.9, 0.8, 0.7, 0.6', () => {
    renderWithProviders(<InteractiveMap markers={markers} label="Carte" />);
    const region = screen.getByRole('region', { name: 'Carte' });
    expect([1, 2, 3, 4, 5].map((i) => region.style.getPropertyValue(`--map-height-${i}`))).toEqual([
      '24rem',
      '21.6rem',
      '19.2rem',
      '16.8rem',
      '14.4rem',
    ]);
  });
});
