import { describe, expect, it } from 'vitest';
import { idsInside, sameSet } from './bounds';
import { createClusterIndex, itemFor } from './cluster-index';
import type { MapMarker } from './types';

/** A grid of markers around Montréal, with prices. */
function grid(n: number): MapMarker[] {
  const out: MapMarker[] = [];
  for (let i = 0; i < n; i++)
    out.push({
      id: `p${i}`,
      coords: { lat: 45.4 + (i % 100) * 0.003, lng: -73.8 + Math.floor(i / 100) * 0.003 },
      value: 100_000 + i * 1000,
    });
  return out;
}
const QUEBEC = { south: 44, west: -80, north: 50, east: -64 };

describe('cluster index', () => {
  it('without clustering, shows every marker at every zoom', () => {
    const markers = grid(30);
    const index = createClusterIndex(markers, false);
    expect(index.view(QUEBEC, 3)).toHaveLength(30);
    expect(index.view(QUEBEC, 3).every((item) => item.kind === 'marker')).toBe(true);
  });

  it('groups thousands of markers into a few clusters that account for all of them, with their value range', () => {
    const markers = grid(5000);
    const items = createClusterIndex(markers, true).view(QUEBEC, 6);
    expect(items.length).toBeLessThan(20);
    let total = 0;
    for (const item of items) total += item.kind === 'cluster' ? item.summary.count : 1;
    expect(total).toBe(5000);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.summary.min).toBeGreaterThanOrEqual(100_000);
    expect(cluster?.kind === 'cluster' && cluster.summary.max).toBeLessThanOrEqual(100_000 + 4999 * 1000);
  });

  it('answers only what is inside the box, and single markers once zoomed in', () => {
    const markers = grid(5000);
    const index = createClusterIndex(markers, true);
    const box = { south: 45.4015, west: -73.7985, north: 45.4105, east: -73.7895 };
    const close = index.view(box, 17);
    expect(close.every((item) => item.kind === 'marker')).toBe(true);
    expect(close).toHaveLength(9);
    expect(new Set(close.map((i) => (i.kind === 'marker' ? i.marker.id : '')))).toEqual(
      idsInside(markers, box),
    );
  });

  it('splits a cluster at its expansion zoom and finds the cluster holding a marker', () => {
    const markers = grid(400);
    const index = createClusterIndex(markers, true);
    const items = index.view(QUEBEC, 8);
    const target = markers[123] as MapMarker;
    const holder = itemFor(index, items, target.id, target.coords);
    expect(holder?.kind).toBe('cluster');
    if (holder?.kind !== 'cluster') return;
    expect(index.clusterHas(holder.clusterId, target.id)).toBe(true);
    expect(index.expansionZoom(holder.clusterId)).toBeGreaterThan(8);
    expect(itemFor(index, items, 'nobody', { lat: 45.5, lng: -73.7 })).toBeUndefined();
  });

  it('tolerates markers without a value and an empty list', () => {
    const items = createClusterIndex(
      grid(50).map(({ value: _v, ...m }) => m),
      true,
    ).view(QUEBEC, 5);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.summary).toMatchObject({ min: null, max: null });
    expect(createClusterIndex([], true).view(QUEBEC, 5)).toEqual([]);
  });
});

describe('visible markers', () => {
  it('tells whether a move changed the set of markers in view', () => {
    const markers = grid(100);
    const a = idsInside(markers, { south: 45.4, west: -73.81, north: 45.5, east: -73.79 });
    const b = idsInside(markers, { north: 45.4, east: -73.81, south: 45.5, west: -73.79 });
    expect(sameSet(a, b)).toBe(true);
    const c = idsInside(markers, { south: 45.45, west: -73.81, north: 45.5, east: -73.79 });
    expect(sameSet(a, c)).toBe(false);
  });
});
