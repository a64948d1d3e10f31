import { describe, expect, it } from 'vitest';
import { routeOf } from './routes';

describe('routeOf', () => {
  it('sends / to the locale choice and any first segment to the page route (its loader checks the locale)', () => {
    expect(routeOf('/')).toEqual({ kind: 'index' });
    expect(routeOf('/fr')).toEqual({ kind: 'page' });
    expect(routeOf('/en/blog/a-post')).toEqual({ kind: 'page' });
    expect(routeOf('/de/kontakt')).toEqual({ kind: 'page' });
  });

  it('knows the QA pages, with or without a trailing slash, and nothing else under /qa', () => {
    const sections = routeOf('/qa/sections');
    expect(sections.kind === 'qa' && typeof sections.module).toBe('function');
    const slash = routeOf('/qa/sections/');
    expect(slash.kind === 'qa' && slash.module).toBe(sections.kind === 'qa' && sections.module);
    expect(routeOf('/qa/general-settings')).toMatchObject({ kind: 'qa', module: expect.any(Function) });
    expect(routeOf('/qa/parametres-generaux')).toMatchObject({ kind: 'qa', module: expect.any(Function) });
    expect(routeOf('/qa/gallery')).toMatchObject({ kind: 'qa', module: expect.any(Function) });
    expect(routeOf('/qa')).toEqual({ kind: 'qa', module: null });
    expect(routeOf('/qa/constructor')).toEqual({ kind: 'qa', module: null });
    expect(routeOf('/qa/sections/x')).toEqual({ kind: 'qa', module: null });
  });

  it('has no page for an address without a first segment', () => {
    expect(routeOf('//fr')).toEqual({ kind: 'not-found' });
  });
});
