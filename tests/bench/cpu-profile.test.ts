import { describe, expect, it } from 'vitest';
import { busyShares, type CpuProfile, parseSchedstat, SERVER_WORK } from './cpu-profile';

const frame = (functionName: string, url = '') => ({ functionName, url });

/**
 * A server's profile in miniature: (root) → runMicrotasks → renderRequest → renderToString → a
 * component → a zlib frame inside the render (a kind listed first takes what runs inside it);
 * compression's middleware, Express's router, the collector, idle and program samples beside it.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 7, 9, 10, 11, 12, 14] },
    { id: 2, callFrame: frame('runMicrotasks'), children: [3] },
    { id: 3, callFrame: frame('renderRequest', 'file:///srv/server/app.js'), children: [4, 13] },
    {
      id: 4,
      callFrame: frame('exports.renderToString', 'file:///srv/node_modules/react-dom/server.js'),
      children: [5],
    },
    { id: 5, callFrame: frame('PropertyCard', 'file:///srv/server/assets/PropertyCard.js'), children: [6] },
    { id: 6, callFrame: frame('processChunk', 'node:zlib') },
    { id: 7, callFrame: frame('end', 'file:///srv/node_modules/compression/index.js'), children: [8] },
    { id: 8, callFrame: frame('processChunk', 'node:zlib') },
    { id: 9, callFrame: frame('(garbage collector)') },
    { id: 10, callFrame: frame('(idle)') },
    { id: 11, callFrame: frame('(program)') },
    { id: 12, callFrame: frame('handle', 'file:///srv/node_modules/router/index.js') },
    { id: 13, callFrame: frame('assemble', 'file:///srv/server/app.js') },
    { id: 14, callFrame: frame('parserOnIncoming', 'node:_http_server') },
  ],
  // Busy: 4 ×3 (render), 5, 6 (render: inside it), 8 ×2 (compression), 9 (GC), 12 and 14 (HTTP and
  // Express), 13 ×2 (other): 12 busy. Not busy: 10 ×4, 11 ×2.
  samples: [4, 10, 4, 5, 11, 6, 8, 10, 9, 12, 13, 8, 10, 4, 13, 14, 10, 11],
};

describe('busyShares', () => {
  const { busy, shares } = busyShares(profile, SERVER_WORK);
  const share = (name: string) => shares.find((s) => s.name === name)?.share;

  it('counts only the samples of a busy thread', () => {
    expect(busy).toBe(12);
  });

  it('counts each sample once, under the first kind one of its frames matches', () => {
    expect(share('renderToString')).toBeCloseTo(5 / 12);
    expect(share('compression')).toBeCloseTo(2 / 12);
    expect(share('garbage collection')).toBeCloseTo(1 / 12);
    expect(share('HTTP and Express')).toBeCloseTo(2 / 12);
    expect(share('other')).toBeCloseTo(2 / 12);
    expect(shares.reduce((n, s) => n + s.share, 0)).toBeCloseTo(1);
  });

  it('lists the kinds in their order, then other', () => {
    expect(shares.map((s) => s.name)).toEqual([...SERVER_WORK.map((k) => k.name), 'other']);
  });

  it('says so when a sample names a node the profile does not hold', () => {
    expect(() => busyShares({ ...profile, samples: [4, 99] }, SERVER_WORK)).toThrow(/node 99/);
  });

  it('gives no share, rather than dividing by zero, when nothing was busy', () => {
    const idle = busyShares({ ...profile, samples: [10, 11] }, SERVER_WORK);
    expect(idle.busy).toBe(0);
    expect(idle.shares.every((s) => s.share === 0)).toBe(true);
  });
});

describe('parseSchedstat', () => {
  it('reads the nanoseconds running and waiting', () => {
    expect(parseSchedstat('1234567890 98765 4321\n')).toEqual({ running: 1234567890, waiting: 98765 });
  });

  it('refuses a text that does not hold the two counters', () => {
    expect(() => parseSchedstat('')).toThrow(/schedstat/);
    expect(() => parseSchedstat('12 x 3')).toThrow(/schedstat/);
  });
});
