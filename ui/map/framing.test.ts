import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_BOUNDS, MAP_SINGLE_MARKER_ZOOM } from '../constants';
import { FIT_PADDING, framingOf } from './framing';

const at = (id: string, lat: number, lng: number) => ({ id, coords: { lat, lng } });
const [[south, west], [north, east]] = MAP_DEFAULT_BOUNDS;

describe('framingOf', () => {
  it('shows the default region when there is nothing to show', () => {
    expect(framingOf(undefined, [])).toEqual({ fit: 'box', box: { south, west, north, east }, padding: 0 });
  });

  it('shows one marker at street level and fits several with room around them', () => {
    expect(framingOf(undefined, [at('a', 45.5, -73.6)])).toEqual({
      fit: 'place',
      lat: 45.5,
      lng: -73.6,
      zoom: MAP_SINGLE_MARKER_ZOOM,
    });
    expect(framingOf({ key: 1, fit: 'markers' }, [at('a', 45.5, -73.6), at('b', 46.8, -71.2)])).toEqual({
      fit: 'box',
      box: { south: 45.5, west: -73.6, north: 46.8, east: -71.2 },
      padding: FIT_PADDING,
    });
  });

  it('follows a request for a marker or for bounds, and asks nothing for a marker not on the map', () => {
    const markers = [at('a', 45.5, -73.6), at('b', 46.8, -71.2)];
    expect(framingOf({ key: 1, fit: 'marker', id: 'b', zoom: 12 }, markers)).toEqual({
      fit: 'place',
      lat: 46.8,
      lng: -71.2,
      zoom: 12,
    });
    expect(framingOf({ key: 2, fit: 'marker', id: 'gone' }, markers)).toBeNull();
    const box = { south: 45, west: -74, north: 46, east: -73 };
    expect(framingOf({ key: 3, fit: 'bounds', bounds: box }, markers)).toEqual({
      fit: 'box',
      box,
      padding: 0,
    });
  });
});
