// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import { installIntersectionObserver, installMatchMedia, setIntersecting } from '../../../testing/render';
import type { LeafletMapProps } from '../../../ui/map/types';
import CoordinatesMap from './CoordinatesMap';
import office from './examples/01-office.json';
import quebec from './examples/02-right-grey.json';

const seen: LeafletMapProps[] = [];
vi.mock('../../../ui/map/LeafletMap', () => ({
  default: (props: LeafletMapProps) => {
    seen.push(props);
    return <div data-testid="leaflet" data-interactive={String(props.interactive)} />;
  },
}));

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  seen.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('media_coordinates_map', () => {
  it('shows its text and a map of the place, interactive only after a click on the overlay', async () => {
    renderExample(CoordinatesMap, office, 'en');
    expect(screen.getByRole('heading', { name: 'Our downtown office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute('href', '/en/contact');
    const map = screen.getByRole('region', { name: 'Map: Our downtown office' });
    act(() => setIntersecting(map, true));
    const leaflet = await screen.findByTestId('leaflet');
    expect(leaflet).toHaveAttribute('data-interactive', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Activate the interactive map' }));
    expect(leaflet).toHaveAttribute('data-interactive', 'true');
    const last = seen[seen.length - 1]!;
    expect(last.markers).toEqual([
      {
        id: 'place',
        coords: { lat: 45.5017, lng: -73.5673 },
        label: 'Our downtown office',
        color: undefined,
      },
    ]);
  });

  it('puts the text on the right when asked, and uses the marker colour', async () => {
    const { container } = renderExample(CoordinatesMap, quebec, 'fr');
    expect(container.querySelector('[data-text="right"]')).not.toBeNull();
    const map = screen.getByRole('region', { name: 'Carte : Bureau de Québec' });
    act(() => setIntersecting(map, true));
    await screen.findByTestId('leaflet');
    expect(seen[seen.length - 1]!.defaultColor).toBe('#b3261e');
  });
});
