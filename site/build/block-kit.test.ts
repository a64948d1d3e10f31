import { describe, expect, it } from 'vitest';
import { type BlockComponent, blockKit, kitModules } from './block-kit';

/** A module graph from a table of static imports. */
const graphOf = (table: Record<string, string[]>) => ({ imports: (id: string) => table[id] ?? [] });

describe('the block kit', () => {
  it('takes what a quarter of the block components import, directly or not, and nothing of the entry', () => {
    const graph = graphOf({
      entry: ['react', 'router'],
      A: ['icon', 'react'],
      B: ['link'],
      C: ['link', 'map'],
      D: ['card'],
      E: [],
      F: [],
      G: [],
      H: [],
      link: ['icon'],
      card: ['router', 'A'],
    });
    const components = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => ({ id }));
    // Two of eight is a quarter: `icon` (A; B and C through `link`; D through the component A its
    // card imports, which D loads too) and `link` (B, C). `map` has one; `react` and `router` are the
    // entry's; the component A stays in its own chunk.
    expect([...kitModules(graph, 'entry', components)].sort()).toEqual(['icon', 'link']);
    expect([...kitModules(graph, 'entry', components, 0.5)].sort()).toEqual(['icon']);
  });

  it('takes what every header variant imports and what every footer variant imports', () => {
    const graph = graphOf({
      entry: [],
      H1: ['frame', 'menu'],
      H2: ['frame'],
      F1: ['social'],
      X: [],
      Y: [],
      Z: [],
      W: [],
      V: [],
      U: [],
      T: [],
      S: [],
      frame: ['lock'],
    });
    const components: BlockComponent[] = [
      { id: 'H1', chrome: 'header' },
      { id: 'H2', chrome: 'header' },
      { id: 'F1', chrome: 'footer' },
      ...['X', 'Y', 'Z', 'W', 'V', 'U', 'T', 'S'].map((id) => ({ id })),
    ];
    // `menu` is one variant's only: a site with the other header would load it for nothing.
    expect([...kitModules(graph, 'entry', components)].sort()).toEqual(['frame', 'lock', 'social']);
  });

  it('refuses to answer the bundler before the build has read the modules', () => {
    expect(() => blockKit().test('/work/ui/content/IconGlyph.tsx')).toThrow(/before the modules were read/);
  });
});
