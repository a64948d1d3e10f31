// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import {
  installIntersectionObserver,
  installMatchMedia,
  renderWithProviders,
  setIntersecting,
} from '../../../testing/render';
import type { LeafletMapProps } from '../../../ui/map/types';
import offices from './examples/01-offices.json';
import single from './examples/02-single-no-title.json';
import FullWidthMap from './FullWidthMap';

const seen: LeafletMapProps[] = [];
vi.mock('../../../ui/map/LeafletMap', () => ({
  default: (props: LeafletMapProps) => {
    seen.push(props);
    return <div data-testid="leaflet" />;
  },
}));

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  seen.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

async function loadMap(name: RegExp) {
  act(() => setIntersecting(screen.getByRole('region', { name }), true));
  await screen.findByTestId('leaflet');
  return seen[seen.length - 1]!;
}

describe('media_full_width_map', () => {
  it('places every marker, each in its own colour or the block’s map_markers_color', async () => {
    renderExample(FullWidthMap, offices, 'fr');
    const props = await loadMap(/^Carte : Nos bureaux au Québec$/);
    expect(props.markers.map((m) => [m.label, m.color])).toEqual([
      ['Montréal – Centre-ville', '#0b3b8c'],
      ['Québec – Vieux-Québec', '#0b3b8c'],
      ['Sherbrooke', '#b3261e'],
      ['Trois-Rivières', '#0b3b8c'],
    ]);
  });

  it('gives each marker a popup with its title, description and call to action, in the page language', async () => {
    renderExample(FullWidthMap, single, 'en');
    const props = await loadMap(/^Map$/);
    const popup = renderWithProviders(<div>{props.markers[0]!.popup}</div>, { locale: 'en' });
    expect(popup.getByText('Laval – Centropolis')).toBeInTheDocument();
    expect(popup.getByText('Open house on Saturday.')).toBeInTheDocument();
    expect(popup.getByRole('link', { name: 'See properties' })).toBeInTheDocument();
  });
});
