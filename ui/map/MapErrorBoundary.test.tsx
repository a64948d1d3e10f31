// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installIntersectionObserver,
  installMatchMedia,
  renderWithProviders,
  setIntersecting,
} from '../../testing/render';
import { InteractiveMap } from './MapGate';

// A map that fails as Leaflet does when it is framed without a size.
vi.mock('./LeafletMap', () => ({
  default: () => {
    throw new Error('Invalid LatLng object: (NaN, NaN)');
  },
}));

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a failing map', () => {
  it('stays inside its frame, says so, and leaves what is around it working (en)', async () => {
    renderWithProviders(
      <div>
        <p>Results</p>
        <InteractiveMap markers={[]} label="Map" />
      </div>,
      { locale: 'en' },
    );
    act(() => setIntersecting(screen.getByRole('region', { name: 'Map' }), true));
    expect(await screen.findByText('The map could not be shown.')).toBeInTheDocument();
    expect(screen.getByText('Results')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('[map]'), expect.any(Error));
  });
});
